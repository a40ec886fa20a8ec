import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useDisableFeed } from '../api/disable-feed';
import { useEnableFeed } from '../api/enable-feed';
import { feedStateQuery } from '../api/feed-state';
import '../i18n';

/**
 * The caller's calendar feed: on, off, or a new address. The address is shown once, right after it
 * is made (only its hash is kept); admins may include the company's bookings.
 */
export function CalendarFeedSection({ companyId, isAdmin }: { companyId: string; isAdmin: boolean }) {
  const { t } = useTranslation('bookings');
  const failed = useErrorToast();
  const state = useQuery(feedStateQuery(companyId));
  const enable = useEnableFeed(companyId);
  const disable = useDisableFeed(companyId);
  const [company, setCompany] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const enabled = state.data?.enabled ?? false;
  const busy = enable.isPending || disable.isPending;

  const turnOn = () =>
    enable.mutateAsync(company ? 'company' : 'mine').then((answer) => setUrl(answer.url), failed);
  const turnOff = () =>
    disable.mutateAsync().then(() => {
      setUrl(null);
      notify.success(t('feed_disabled'));
    }, failed);
  const copy = () => {
    if (url) void navigator.clipboard?.writeText(url).then(() => notify.success(t('feed_copied')));
  };

  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="bookings-feed">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('feed_title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('feed_help')}
        </Text>
        {isAdmin ? (
          <Checkbox.Root recipe={checkboxSlotRecipe} checked={company} onCheckedChange={(details) => setCompany(details.checked === true)} data-testid="bookings-feed-company">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('feed_scope_company')}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        {url ? (
          <Stack gap="2">
            <Text fontSize="sm">{t('feed_url')}</Text>
            <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
              <Input readOnly value={url} onFocus={(event) => event.target.select()} data-testid="bookings-feed-url" />
              <Button variant="outline" onClick={copy}>
                {t('feed_copy')}
              </Button>
            </Flex>
          </Stack>
        ) : enabled ? (
          <Text fontSize="sm" data-testid="bookings-feed-enabled">
            {t('feed_enabled')}
          </Text>
        ) : null}
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="brand" disabled={busy || state.isPending} onClick={() => void turnOn()} data-testid="bookings-feed-on">
            {enabled ? t('feed_renew') : t('feed_on')}
          </Button>
          {enabled ? (
            <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => void turnOff()} data-testid="bookings-feed-off">
              {t('feed_off')}
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </Box>
  );
}

import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../../../shared/schemas/passkeys';
import { useFormatDateTime } from '../../../components/use-format-date';
import { passkeysSupported } from '../../../lib/webauthn';
import { passkeysQuery } from '../api/passkeys';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import '../i18n';

/** The signed-in user's passkeys: each with its name and dates, added and removed here (docs/security.md, "Passkeys"). */
export function PasskeysSection() {
  const { t } = useTranslation('settings');
  const formatDate = useFormatDateTime();
  const passkeys = useQuery(passkeysQuery);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const list = passkeys.data?.data ?? [];
  const supported = passkeysSupported();

  return (
    <Stack gap="3" maxW="560px" data-testid="passkeys-section">
      <Heading as="h3" size="md">
        {t('passkeys.title')}
      </Heading>
      <Text color="fg.muted">{t('passkeys.text')}</Text>
      {passkeys.data && list.length === 0 ? <Text data-testid="passkeys-empty">{t('passkeys.empty')}</Text> : null}
      <Stack as="ul" gap="2" listStyleType="none">
        {list.map((passkey) => (
          <Flex as="li" key={passkey._id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="l2" p="3" data-testid="passkey-row">
            <Stack gap="0.5" flex="1" minW="0">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="passkey-name-text">
                  {passkey.name}
                </Text>
                {passkey.backedUp ? (
                  <Badge recipe={badgeRecipe} colorPalette="gray">
                    {t('passkeys.synced')}
                  </Badge>
                ) : null}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('passkeys.created', { date: formatDate(passkey.createdAt) })}
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="passkey-last-used">
                {passkey.lastUsedAt ? t('passkeys.last_used', { date: formatDate(passkey.lastUsedAt) }) : t('passkeys.never_used')}
              </Text>
            </Stack>
            <Button size="md" minH="11" variant="outline" colorPalette="red" onClick={() => setRemoving(passkey)} data-testid="passkey-remove">
              {t('passkeys.remove')}
            </Button>
          </Flex>
        ))}
      </Stack>
      {supported ? (
        <Button size="lg" colorPalette="brand" variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)} data-testid="passkey-add">
          {t('passkeys.add')}
        </Button>
      ) : (
        <Text color="fg.muted">{t('passkeys.unsupported')}</Text>
      )}
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

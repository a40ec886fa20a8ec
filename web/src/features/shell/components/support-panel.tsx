import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { appLinks } from '../../../../../shared/app-links';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { supportContacts } from '../support';
import { openSupportForm } from '../support-form-state';
import { AppLinksButton } from './app-links-button';
import '../i18n';

/**
 * Spec: the support block: a messenger bot, a phone, an e-mail and the two app stores. In the phone
 * drawer its rows are touch targets and it also opens the contact-us form (no floating bubble there).
 */
export function SupportPanel({ touch = false }: { touch?: boolean }) {
  const { t } = useTranslation('shell');
  const row = { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', minH: touch ? '44px' : undefined } as const;
  return (
    <Stack gap="2" m="3" p="3" borderRadius="md" bg="gray.50" borderWidth="1px" data-testid="support-panel">
      <Text fontWeight="semibold" fontSize="sm">
        {t('support_title')}
      </Text>
      <Link href={supportContacts.botUrl} target="_blank" rel="noreferrer" {...row}>
        <ChatIcon />
        {t('support_bot')}
      </Link>
      <Link href={`tel:${supportContacts.phone.replace(/\s/g, '')}`} {...row}>
        <PhoneIcon />
        {supportContacts.phone}
      </Link>
      <Link href={`mailto:${supportContacts.email}`} {...row}>
        <MailIcon />
        {supportContacts.email}
      </Link>
      <Text fontSize="xs" color="fg.muted" pt="1">
        {t('support_apps')}
      </Text>
      <Flex gap={touch ? '4' : '2'} fontSize="xs" align="center" minH={touch ? '44px' : undefined}>
        <Link href={appLinks.ios} target="_blank" rel="noreferrer" color="brand.fg">
          App Store
        </Link>
        <Link href={appLinks.android} target="_blank" rel="noreferrer" color="brand.fg">
          Google Play
        </Link>
      </Flex>
      <AppLinksButton />
      {touch ? (
        <Button size="md" variant="outline" colorPalette="brand" minH="44px" onClick={openSupportForm} data-testid="support-contact">
          <ChatIcon />
          {t('support_widget.open')}
        </Button>
      ) : null}
    </Stack>
  );
}

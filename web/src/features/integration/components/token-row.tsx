import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../components/use-format-date';
import type { AccessTokens } from '../api/list-tokens';
import '../i18n';

/** One access token: its name, who created it and when, its last use, and revoking it. Wraps on a phone. */
export function TokenRow({ token, onRevoke }: { token: AccessTokens['tokens'][number]; onRevoke: () => void }) {
  const { t } = useTranslation('integration');
  const formatDate = useFormatDateTime();
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" wrap="wrap" align="center" justify="space-between" data-testid="integration-token" data-token-id={token.id}>
      <Stack gap="0.5" minW="0" flex="1 1 16rem">
        <Text fontWeight="medium" wordBreak="break-word" data-testid="integration-token-name">
          {token.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('created_at', { date: formatDate(token.createdAt), name: token.createdBy.name })}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="integration-token-last-used">
          {token.lastUsedAt ? t('last_used', { date: formatDate(token.lastUsedAt) }) : t('never_used')}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRevoke} data-testid="integration-token-revoke">
        {t('revoke')}
      </Button>
    </Flex>
  );
}

import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../components/use-format-date';
import type { AccessTokens } from '../api/list-tokens';
import '../i18n';

/**
 * One access token: its name, who created it and when, who took it over, its last use, whether it
 * is suspended (its maker was removed or may no longer manage tokens), and revoking it; root may
 * take a suspended one over. Wraps on a phone.
 */
export function TokenRow({ token, onRevoke, onTakeOver }: { token: AccessTokens['tokens'][number]; onRevoke: () => void; onTakeOver?: () => void }) {
  const { t } = useTranslation('integration');
  const formatDate = useFormatDateTime();
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" wrap="wrap" align="center" justify="space-between" data-testid="integration-token" data-token-id={token.id}>
      <Stack gap="0.5" minW="0" flex="1 1 16rem">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word" minW="0" data-testid="integration-token-name">
            {token.name}
          </Text>
          {token.suspended ? (
            <Badge recipe={badgeRecipe} colorPalette="orange" whiteSpace="normal" data-testid="integration-token-suspended">
              {t(`suspended_${token.suspended}`)}
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('created_at', { date: formatDate(token.createdAt), name: token.createdBy.name })}
        </Text>
        {token.takenOverBy && token.takenOverAt ? (
          <Text fontSize="sm" color="fg.muted" data-testid="integration-token-taken-over">
            {t('taken_over_at', { date: formatDate(token.takenOverAt), name: token.takenOverBy.name })}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" data-testid="integration-token-last-used">
          {token.lastUsedAt ? t('last_used', { date: formatDate(token.lastUsedAt) }) : t('never_used')}
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap">
        {token.suspended && onTakeOver ? (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onTakeOver} data-testid="integration-token-take-over">
            {t('take_over')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRevoke} data-testid="integration-token-revoke">
          {t('revoke')}
        </Button>
      </Flex>
    </Flex>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { planHas, plans } from '../../../../../shared/plans';
import { isPanelAdmin } from '../../../../../shared/roles';
import type { Company } from '../../../../../shared/schemas/company';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { PlanNotice } from '../../../components/access-notice';
import { tokensQuery, type AccessTokens } from '../api/list-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TakeOverTokenDialog } from './take-over-token-dialog';
import { TokenRow } from './token-row';
import '../i18n';

type AccessToken = AccessTokens['tokens'][number];

/**
 * Settings -> Integration (spec: root and admin; plan feature 1C): the company's access tokens for
 * an accounting system. A new token's secret is shown once, in the dialog that creates it.
 */
export function IntegrationSection({ user, company }: { user: CurrentUser; company: Company }) {
  const { t } = useTranslation('integration');
  if (!isPanelAdmin(user.role)) return null;
  const allowed = planHas(plans[company.effectivePlan], '1C');
  return (
    <Card.Root as="section" id="integration" maxW="800px" aria-labelledby="settings-integration" data-testid="settings-section-integration">
      <Card.Header>
        <Card.Title as="h2" id="settings-integration" fontSize="xl">
          {t('title')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">{t('intro')}</Text>
        {allowed ? (
          <TokenList company={company._id} mayTakeOver={user.role === 'root'} />
        ) : (
          <PlanNotice role={user.role} reason="PlanAccessDenied" title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The tokens; root (only root may) is offered to take over a suspended one. At the cap, creating waits for a revocation. */
function TokenList({ company, mayTakeOver }: { company: string; mayTakeOver: boolean }) {
  const { t } = useTranslation('integration');
  const tokens = useQuery(tokensQuery(company));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [takingOver, setTakingOver] = useState<AccessToken | null>(null);
  const atCap = (tokens.data?.tokens.length ?? 0) >= limits.integrationTokensMax;

  return (
    <Stack gap="4">
      <Button alignSelf="flex-start" colorPalette="brand" disabled={atCap} onClick={() => setCreating(true)} data-testid="integration-create">
        {t('create')}
      </Button>
      {atCap ? (
        <Text color="fg.muted" data-testid="integration-cap-reached">
          {t('cap_reached', { max: limits.integrationTokensMax })}
        </Text>
      ) : null}
      {tokens.isPending ? (
        <Spinner color="brand.solid" />
      ) : tokens.isError ? (
        <Text color="fg.error" data-testid="integration-load-failed">
          {t('load_failed')}
        </Text>
      ) : tokens.data.tokens.length === 0 ? (
        <Text color="fg.muted" data-testid="integration-empty">
          {t('empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" data-testid="integration-tokens">
          {tokens.data.tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} onTakeOver={mayTakeOver ? () => setTakingOver(token) : undefined} />
          ))}
        </Stack>
      )}
      {creating ? <CreateTokenDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} /> : null}
      {takingOver ? <TakeOverTokenDialog token={takingOver} onClose={() => setTakingOver(null)} /> : null}
    </Stack>
  );
}

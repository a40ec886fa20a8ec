import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { planUsagePercent } from '../../../../../shared/limits';
import { menuAccess } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { companyStatsQuery } from '../api/company-stats';
import { useMobileLayout } from '../use-mobile-layout';
import '../i18n';

/**
 * Spec: the top bar's plan usage: items against the plan's limit (a limit of 100000 or more is
 * unlimited), and a buy-service button for those who may buy (root, admin).
 */
export function PlanUsage({ companyId, role }: { companyId: string; role: Role }) {
  const { t } = useTranslation('shell');
  const stats = useQuery(companyStatsQuery(companyId));
  const mayBuy = menuAccess.payment_tariff.includes(role);
  // On a phone it sits in the overflow menu: full width, the buy button a touch target under the counter.
  const mobile = useMobileLayout();
  if (!stats.data) return null;
  const { itemsCount: count, itemLimit: limit } = stats.data;
  const percent = planUsagePercent(count, limit);
  return (
    <Flex
      direction={mobile ? 'column' : 'row'}
      align={mobile ? 'stretch' : 'center'}
      gap="3"
      data-testid="plan-usage"
      data-percent={percent ?? undefined}
    >
      <Stack gap="1" minW="150px">
        <Flex justify="space-between" gap="3" fontSize="xs">
          <Text color="fg.muted">{t('plan_usage.label')}</Text>
          <Text fontWeight="medium" data-testid="plan-usage-count">
            {percent === null ? t('plan_usage.unlimited', { count }) : t('plan_usage.count', { count, limit })}
          </Text>
        </Flex>
        {percent === null ? null : (
          <Progress.Root
            recipe={progressSlotRecipe}
            value={Math.min(100, percent)}
            size="xs"
            colorPalette={percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'brand'}
            aria-label={t('plan_usage.label')}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
      {mayBuy ? (
        <Button asChild size={mobile ? 'lg' : 'xs'} colorPalette="brand" data-testid="plan-buy">
          <RouterLink to="/payment">{t('plan_usage.buy')}</RouterLink>
        </Button>
      ) : null}
    </Flex>
  );
}

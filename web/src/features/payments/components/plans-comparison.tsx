import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { planFeatures } from '../../../../../shared/plans';
import type { PlanView } from '../api/plans';
import '../i18n';

/**
 * Spec: the comparison table, every feature against every plan. On a phone it scrolls sideways in
 * its own box with the feature column pinned, so the page itself never does.
 */
export function PlansComparison({ plans }: { plans: readonly PlanView[] }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="3" as="section" aria-labelledby="payment-compare">
      <Heading as="h2" size="lg" id="payment-compare">
        {t('compare')}
      </Heading>
      <Box overflowX="auto" maxW="full" borderWidth="1px" rounded="md" bg="white" data-testid="payment-comparison">
        <Table.Root recipe={tableSlotRecipe} size="sm" minW="560px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader position="sticky" left="0" bg="white" zIndex="1">
                {t('feature')}
              </Table.ColumnHeader>
              {plans.map((plan) => (
                <Table.ColumnHeader key={plan._id} textAlign="center">
                  {plan.title}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {planFeatures.map((feature) => (
              <Table.Row key={feature} data-testid={`payment-compare-${feature}`}>
                <Table.Cell position="sticky" left="0" bg="white" zIndex="1">
                  {t(`features.${feature}`)}
                </Table.Cell>
                {plans.map((plan) => {
                  const has = plan.permissions.includes(feature);
                  return (
                    <Table.Cell
                      key={plan._id}
                      textAlign="center"
                      color={has ? 'brand.fg' : 'fg.subtle'}
                      aria-label={has ? t('included') : t('not_included')}
                      data-included={has}
                    >
                      {has ? '✓' : '—'}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { planFeatures } from '../../../../../shared/plans';
import type { PlanView } from '../api/plans';
import '../i18n';

/**
 * Spec: the comparison table, every feature against every plan, on wide screens. A phone gets a
 * list instead: each feature with the plans that include it, so nothing scrolls sideways.
 */
export function PlansComparison({ plans }: { plans: readonly PlanView[] }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="3" as="section" aria-labelledby="payment-compare">
      <Heading as="h2" size="lg" id="payment-compare">
        {t('compare')}
      </Heading>
      <Stack hideFrom="lg" gap="0" borderWidth="1px" rounded="md" bg="white" data-testid="payment-comparison-list">
        {planFeatures.map((feature, index) => {
          const including = plans.filter((plan) => plan.permissions.includes(feature));
          return (
            <Box key={feature} px="3" py="2" borderTopWidth={index === 0 ? '0' : '1px'} data-testid={`payment-compare-list-${feature}`}>
              <Text fontWeight="medium">{t(`features.${feature}`)}</Text>
              <Flex gap="1" wrap="wrap" mt="1">
                {including.length === 0 ? (
                  <Text fontSize="sm" color="fg.subtle">
                    {t('not_included')}
                  </Text>
                ) : (
                  including.map((plan) => (
                    <Badge key={plan._id} recipe={badgeRecipe} colorPalette="brand" variant="subtle">
                      {`✓ ${plan.title}`}
                    </Badge>
                  ))
                )}
              </Flex>
            </Box>
          );
        })}
      </Stack>
      <Box overflowX="auto" maxW="full" borderWidth="1px" rounded="md" bg="white" hideBelow="lg" data-testid="payment-comparison">
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

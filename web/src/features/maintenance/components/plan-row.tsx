import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MaintenancePlan } from '../../../../../shared/schemas/maintenance';
import { localToday } from '../maintenance-search';
import '../i18n';

interface PlanRowProps {
  plan: MaintenancePlan;
  /** The due list names the item and links to its card; the card itself does not. */
  showItem?: boolean;
  /** Storekeepers and up record maintenance and delete plans. */
  manages: boolean;
  onDone: () => void;
  /** Opens the plan's form (not for a finished one-time plan, which is not edited). */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One plan: what, how often, when next (overdue in red), and the steps the viewer may take. */
export function PlanRow({ plan, showItem = false, manages, onDone, onEdit, onDelete }: PlanRowProps) {
  const { t } = useTranslation('maintenance');
  const overdue = plan.nextDue !== null && plan.nextDue < localToday();
  const rule = plan.repeatUnit === 'once' ? t('rule_once') : t(`rule_${plan.repeatUnit}`, { count: plan.repeatEvery });
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`maintenance-plan-${plan._id}`}>
      <Flex gap="3" wrap="wrap" align="flex-start">
        <Stack gap="1" flex="1" minW={{ base: 'full', sm: '220px' }}>
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {plan.title}
          </Text>
          {showItem ? (
            <Link asChild color="brand.700" overflowWrap="anywhere">
              <RouterLink to="/items/$id" params={{ id: plan.itemId }} data-testid="maintenance-plan-item">
                {plan.itemTitle}
              </RouterLink>
            </Link>
          ) : null}
          <Flex gap="2" wrap="wrap" align="center">
            <Badge recipe={badgeRecipe} variant="subtle" size="md">
              {rule}
            </Badge>
            {plan.nextDue === null ? (
              <Badge recipe={badgeRecipe} colorPalette="green" size="md" data-testid="maintenance-plan-finished">
                {t('finished')}
              </Badge>
            ) : (
              <Badge recipe={badgeRecipe} colorPalette={overdue ? 'red' : 'orange'} size="md" data-testid="maintenance-plan-due">
                {overdue ? t('overdue', { date: plan.nextDue }) : t('next_due', { date: plan.nextDue })}
              </Badge>
            )}
          </Flex>
        </Stack>
        {manages ? (
          <Flex gap="2" wrap="wrap">
            {plan.nextDue !== null ? (
              <Button minH="44px" colorPalette="brand" onClick={onDone} data-testid="maintenance-plan-done">
                {t('done')}
              </Button>
            ) : null}
            {onEdit && !plan.finished ? (
              <Button minH="44px" variant="outline" onClick={onEdit} data-testid="maintenance-plan-edit">
                {t('edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button minH="44px" variant="outline" colorPalette="red" onClick={onDelete} data-testid="maintenance-plan-delete">
                {t('delete')}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { CardAction, CardActionsLayout, OfferedAction } from '../card-actions';
import '../../../components/lists-i18n';
import '../i18n';

interface CardActionsBarProps {
  layout: CardActionsLayout;
  onAction: (name: CardAction) => void;
}

const danger = (name: CardAction) => name === 'delete' || name === 'ban';

/**
 * The item card's footer: the main actions as buttons, the others in a "More actions" menu. An
 * action that is shown but off says why, under the button (and as its description) or in its menu row.
 */
export function CardActionsBar({ layout, onAction }: CardActionsBarProps) {
  const { t } = useTranslation('items');
  const offMain = layout.main.filter((action) => action.off);
  return (
    <Stack gap="2" width="full" data-testid="item-actions">
      <Flex gap="2" wrap="wrap">
        {layout.main.map(({ name, off }) => (
          <Button
            key={name}
            size={{ base: 'lg', lg: 'sm' }}
            flex={{ base: '1 1 auto', lg: '0 0 auto' }}
            variant={name === 'edit' ? 'solid' : 'outline'}
            colorPalette={name === 'edit' ? 'brand' : undefined}
            disabled={Boolean(off)}
            title={off ? t(`action_off.${off}`) : undefined}
            aria-describedby={off ? `item-action-off-${name}` : undefined}
            onClick={() => onAction(name)}
            data-testid={`item-action-${name}`}
          >
            {t(`actions.${name}`)}
          </Button>
        ))}
        {layout.more.length > 0 ? <MoreActions actions={layout.more} onAction={onAction} /> : null}
      </Flex>
      {offMain.map(({ name, off }) => (
        <Text key={name} id={`item-action-off-${name}`} fontSize="xs" color="fg.muted" data-testid={`item-action-off-${name}`}>
          {`${t(`actions.${name}`)}: ${t(`action_off.${off!}`)}`}
        </Text>
      ))}
    </Stack>
  );
}

function MoreActions({ actions, onAction }: { actions: OfferedAction[]; onAction: (name: CardAction) => void }) {
  const { t } = useTranslation('items');
  return (
    <Menu.Root recipe={menuSlotRecipe} onSelect={(details) => onAction(details.value as CardAction)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size={{ base: 'lg', lg: 'sm' }} variant="outline" flex={{ base: '1 1 auto', lg: '0 0 auto' }} data-testid="item-actions-more">
          {t('more_actions', { ns: 'lists' })}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px" maxW="calc(100vw - 24px)" data-testid="item-actions-menu">
            {actions.map(({ name, off }) => (
              <Menu.Item
                key={name}
                value={name}
                disabled={Boolean(off)}
                minH="44px"
                color={danger(name) && !off ? 'red.fg' : undefined}
                data-testid={`item-action-${name}`}
              >
                <Stack gap="0">
                  <Text>{t(`actions.${name}`)}</Text>
                  {off ? (
                    <Text fontSize="xs" color="fg.muted" data-testid={`item-action-off-${name}`}>
                      {t(`action_off.${off}`)}
                    </Text>
                  ) : null}
                </Stack>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

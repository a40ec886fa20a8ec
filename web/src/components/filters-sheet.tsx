import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { badgeRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './lists-i18n';

interface FiltersSheetProps {
  /** How many filters are set: shown on the button so a folded filter is not forgotten. */
  active: number;
  /** `${testId}-open` (the button), `${testId}-sheet`, `${testId}-done`. */
  testId: string;
  children: ReactNode;
}

/**
 * On a phone a list's filters fold into a sheet that rises from the bottom, opened by a "Filters"
 * button; the list behind it follows each change, and "Show results" closes it.
 */
export function FiltersSheet({ active, testId, children }: FiltersSheetProps) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root recipe={drawerSlotRecipe} placement="bottom" open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" data-testid={`${testId}-open`}>
          {t('filters')}
          {active > 0 ? (
            <Badge recipe={badgeRecipe} colorPalette="brand" variant="solid">
              {active}
            </Badge>
          ) : null}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="lg" maxH="85dvh" data-testid={`${testId}-sheet`}>
            <Drawer.Header>
              <Drawer.Title>{t('filters')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" width="full" size="lg" onClick={() => setOpen(false)} data-testid={`${testId}-done`}>
                {t('filters_done')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

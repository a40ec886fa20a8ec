import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { badgeRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface FiltersSheetProps {
  /** How many filters are set: shown on the button so a folded filter is not forgotten. */
  active: number;
  children: ReactNode;
}

/** On a phone the filters fold into a sheet that rises from the bottom; the list behind it follows each change. */
export function FiltersSheet({ active, children }: FiltersSheetProps) {
  const { t } = useTranslation('stocktaking');
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root recipe={drawerSlotRecipe} placement="bottom" open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" data-testid="stocktaking-filters-open">
          {t('filters_button')}
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
          <Drawer.Content roundedTop="lg" maxH="85vh" data-testid="stocktaking-filters-sheet">
            <Drawer.Header>
              <Drawer.Title>{t('filters_button')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" width="full" onClick={() => setOpen(false)} data-testid="stocktaking-filters-done">
                {t('filters_done')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import { Button } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { drawerSlotRecipe, separatorRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, LogoutIcon } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { openSupportForm } from '../support-form-state';
import '../i18n';

interface OverflowMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan usage counter and its buy button (the desktop top bar's). */
  planUsage?: ReactNode;
  onLogout: () => void;
}

/**
 * The phone top bar's "more" sheet: what the desktop top bar shows and a phone cannot fit (plan
 * usage and buying, the language switcher, sign-out), plus the contact-us form.
 */
export function OverflowMenu({ open, onOpenChange, planUsage, onLogout }: OverflowMenuProps) {
  const { t } = useTranslation('shell');
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="bottom"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="100vw" maxW="100vw" maxH="85dvh" borderTopRadius="l3" data-testid="overflow-menu">
            <Drawer.Header pb="2">
              <Drawer.Title>{t('mobile.more')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <Stack gap="4">
                {planUsage}
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    {t('language', { ns: 'common' })}
                  </Text>
                  <LanguageSwitcher touch />
                </Stack>
                <Separator recipe={separatorRecipe} />
                <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    minH="44px"
                    onClick={() => {
                      close();
                      openSupportForm();
                    }}
                    data-testid="overflow-support"
                  >
                    <ChatIcon />
                    {t('support_widget.open')}
                  </Button>
                <Button variant="ghost" justifyContent="flex-start" minH="44px" colorPalette="red" onClick={onLogout} data-testid="logout">
                  <LogoutIcon />
                  {t('logout', { ns: 'common' })}
                </Button>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

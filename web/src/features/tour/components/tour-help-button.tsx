import { IconButton } from '@chakra-ui/react/button';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tourStore } from '../tour-store';
import { HelpIcon } from './help-icon';
import '../i18n';

/** The top bar's help icon: shown on /items only (spec), it starts the tour from its first step. */
export function TourHelpButton() {
  const { t } = useTranslation('tour');
  const onItems = useRouterState({ select: (state) => state.location.pathname === '/items' });
  if (!onItems) return null;
  return (
    <IconButton
      variant="ghost"
      minW="44px"
      h="44px"
      aria-label={t('help')}
      title={t('help')}
      data-testid="tour-help"
      onClick={() => tourStore.dispatch({ type: 'start' })}
    >
      <HelpIcon width="22" height="22" />
    </IconButton>
  );
}

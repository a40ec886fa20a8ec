import { IconButton } from '@chakra-ui/react/button';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { ChatIcon } from '../../../components/icons';
import { closeSupportForm, openSupportForm, useSupportFormOpen } from '../support-form-state';
import { useMobileLayout } from '../use-mobile-layout';
import '../i18n';

// The form (and its schema and phone input) loads when someone opens it.
const SupportFormDialog = lazy(() => import('./support-form-dialog').then((module) => ({ default: module.SupportFormDialog })));

/**
 * Spec: a floating contact-us button that opens a message form to support. The shell keeps room
 * under the page for it on a desktop; a phone has no room to spare, so there the form opens from the
 * drawer's support block and the overflow menu instead.
 */
export function SupportWidget({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const open = useSupportFormOpen();
  const mobile = useMobileLayout();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!user.company) return null;
  return (
    <>
      {mobile ? null : (
        <IconButton
          position="fixed"
          bottom="6"
          right="6"
          zIndex="docked"
          size="xl"
          borderRadius="full"
          colorPalette="brand"
          boxShadow="lg"
          aria-label={t('support_widget.open')}
          title={t('support_widget.open')}
          onClick={openSupportForm}
          data-testid="support-widget-open"
        >
          <ChatIcon />
        </IconButton>
      )}
      {open ? (
        <Suspense fallback={null}>
          <SupportFormDialog user={user} companyId={user.company} location={pathname} onClose={closeSupportForm} />
        </Suspense>
      ) : null}
    </>
  );
}

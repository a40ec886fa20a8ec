import { IconButton } from '@chakra-ui/react/button';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { ChatIcon } from '../../../components/icons';
import '../i18n';

// The form (and its schema and phone input) loads when someone opens it.
const SupportFormDialog = lazy(() => import('./support-form-dialog').then((module) => ({ default: module.SupportFormDialog })));

/** Spec: a floating contact-us button that opens a message form to support. */
export function SupportWidget({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!user.company) return null;
  return (
    <>
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
        onClick={() => setOpen(true)}
        data-testid="support-widget-open"
      >
        <ChatIcon />
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <SupportFormDialog user={user} companyId={user.company} location={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

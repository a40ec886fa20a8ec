import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorName } from '../../../shared/errors';
import { Toaster } from '../components/toaster';
import { flashStorage } from '../lib/storage';
import { notify } from '../lib/toaster';
import { NotFound, RouteError } from './route-states';

export interface RouterContext {
  /** The query cache, loaded on demand (see lib/load-query-client): the signed-out screens do without it. */
  loadQueryClient: () => Promise<QueryClient>;
}

function RootLayout() {
  const { t } = useTranslation('errors');
  useEffect(() => {
    // A 401 reloaded the page; its warning is shown now that the page is back.
    const flash = flashStorage.take();
    if (isErrorName(flash)) notify.warning(t(flash));
  }, [t]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

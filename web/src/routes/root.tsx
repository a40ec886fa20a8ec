import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
import { isErrorName } from '../../../shared/errors';
import { Preloader } from '../components/preloader';
import { Toaster } from '../components/toaster';
import { I18nReady, loadI18n } from '../i18n/i18n-ready';
import { flashStorage } from '../lib/storage';
import { notify } from '../lib/toaster';

/** The service worker and its "reload to update" bar load after the first screen (features/pwa). */
const UpdatePrompt = lazy(() => import('../features/pwa/update-prompt').then((module) => ({ default: module.UpdatePrompt })));

export interface RouterContext {
  /** The query cache, loaded on demand (see lib/load-query-client): the signed-out screens do without it. */
  loadQueryClient: () => Promise<QueryClient>;
}

function RootLayout() {
  useEffect(() => {
    // A 401 reloaded the page; its warning is shown now that the page is back.
    const flash = flashStorage.take();
    if (isErrorName(flash)) void loadI18n().then(({ i18next }) => notify.warning(i18next.t(flash, { ns: 'errors' })));
  }, []);
  // Everything below uses the texts; the preloader needs none (language.ts), so it shows meanwhile.
  return (
    <Suspense fallback={<Preloader />}>
      <I18nReady>
        <Outlet />
        <Toaster />
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </I18nReady>
    </Suspense>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Rarely shown, so they load when they are.
  notFoundComponent: lazyRouteComponent(() => import('./route-states'), 'NotFound'),
  errorComponent: lazyRouteComponent(() => import('./route-states'), 'RouteError'),
});

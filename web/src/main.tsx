import './lib/zod-jitless';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadI18n } from './i18n/i18n-ready';
import { currentLanguage, languageTag } from './i18n/language';
import { loadCountries } from './lib/countries';
import { configureApiClient, expiredPaymentPath, secondFactorPath } from './lib/api-client';
import { flashStorage, tokenStorage } from './lib/storage';
import { system } from './lib/system';
import { createAppRouter } from './routes/router';

// The texts load beside the first screen's chunks; until then the page already speaks the right language.
document.documentElement.lang = languageTag(currentLanguage());
void loadI18n();

/**
 * Leaves the page for `href`, once: the screen's queries start together, so several answers may ask
 * for the same move, and a second `assign` would abort the first navigation.
 */
let leaving = false;
const leaveOnceFor = (href: string) => {
  if (leaving) return;
  leaving = true;
  window.location.assign(href);
};

configureApiClient({
  language: currentLanguage,
  // Spec: any 401 drops the token, warns "authorization error" and reloads (the warning is shown after the reload).
  onUnauthorized: () => {
    tokenStorage.clear();
    flashStorage.set('Unauthorized');
    window.location.reload();
  },
  // Spec: a company whose paid period ended sees the expired payment page; the page's own calls answer, so no loop.
  onSubscriptionExpired: () => {
    if (window.location.pathname !== '/payment') leaveOnceFor(expiredPaymentPath);
  },
  // The company requires a second factor of the user's role: only its enrolment answers until it is added.
  onSecondFactorRequired: () => {
    if (window.location.pathname !== secondFactorPath) leaveOnceFor(secondFactorPath);
  },
});

// The country list the auth screens wait for: its call was preloaded by the page (lib/countries.ts).
void loadCountries();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The first render waits for the texts and the code of the routes the address matches (the login
 * form's chunks are preloaded by the page; until then index.html shows a spinner): a first render
 * that suspends shows the preloader, and React then holds the screen back until 300 ms after it (its
 * fallback throttle), which cost every first visit about 300 ms (docs/decisions.md, "The production
 * build by default"). Data still loads through the routes, with their preloaders.
 */
function firstScreenCode(): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  return Promise.all([loadI18n(), ...routes.map((route) => router.loadRouteChunk(route))]).catch(() => undefined);
}

void firstScreenCode().then(() =>
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>,
  ),
);

import { type ReactNode, use } from 'react';

let loading: Promise<typeof import('./index')> | undefined;
let loaded = false;

/**
 * i18next and the texts, in a chunk of their own: the first screen's chunks and data load beside
 * it rather than after it, and the initial route carries neither.
 */
export function loadI18n(): Promise<typeof import('./index')> {
  loading ??= import('./index').then((module) => {
    loaded = true;
    return module;
  });
  return loading;
}

/**
 * Renders its children once the texts are there (suspending until then), so no key ever shows. Once
 * they are in it does not suspend at all: React's `use` suspends on a promise it has not seen yet even
 * when it has settled, and a first render that suspends shows the preloader and then holds the screen
 * back 300 ms (React's fallback throttle).
 */
export function I18nReady({ children }: { children: ReactNode }) {
  if (!loaded) use(loadI18n());
  return children;
}

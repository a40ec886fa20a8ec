import { type ReactNode, use } from 'react';

let loading: Promise<typeof import('./index')> | undefined;

/**
 * i18next and the texts, in a chunk of their own: the first screen's chunks and data load beside
 * it rather than after it, and the initial route carries neither.
 */
export function loadI18n(): Promise<typeof import('./index')> {
  loading ??= import('./index');
  return loading;
}

/** Renders its children once the texts are there (suspending until then), so no key ever shows. */
export function I18nReady({ children }: { children: ReactNode }) {
  use(loadI18n());
  return children;
}

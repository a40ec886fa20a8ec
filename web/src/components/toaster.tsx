import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequested } from '../lib/toaster';

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

/** Mounts the toast view once the first toast is asked for. */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToasterRequested, isToasterRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}

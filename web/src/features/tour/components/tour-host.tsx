import { Suspense, lazy, useEffect } from 'react';
import { tourStore, useTour } from '../tour-store';

// driver.js, its styles and the steps' texts load only when a tour runs.
const TourRunner = lazy(() => import('./tour-runner').then((module) => ({ default: module.TourRunner })));

/**
 * Keeps the signed-in user's tour: loads its stored state, and while the tour is open (or its
 * closing dialog shows) runs it. Placed once in the shell, beside the page.
 */
export function TourHost({ userId, companyId }: { userId: string; companyId: string }) {
  const { state, effect } = useTour();
  useEffect(() => tourStore.bind(userId), [userId]);
  if (!state.open && effect?.type !== 'ended') return null;
  return (
    <Suspense fallback={null}>
      <TourRunner companyId={companyId} />
    </Suspense>
  );
}

import { useNavigate, useRouterState } from '@tanstack/react-router';
import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findAnchor, pageReadyAnchors } from '../tour-anchors';
import { tourItemId } from '../tour-item';
import { lastTourStep, placeOfStep, tourStepIds, type TourPlace } from '../tour-machine';
import { tourStore, useTour } from '../tour-store';
import { ClosedTourDialog } from './closed-tour-dialog';
import '../tour.css';
import '../i18n';

/** Which of the tour's pages a path is. */
function placeOfPath(pathname: string): TourPlace | null {
  if (pathname === '/items') return 'list';
  if (/^\/items\/[^/]+$/.test(pathname) && pathname !== '/items/create' && pathname !== '/items/datafiles') return 'item';
  return null;
}

/** Resolves once `selector` matches (or after `ms` anyway); false when cancelled. */
function waitFor(selector: string, ms: number, cancelled: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => {
      if (cancelled()) return resolve(false);
      if (document.querySelector(selector) || Date.now() - started > ms) return resolve(true);
      setTimeout(poll, 100);
    };
    poll();
  });
}

/**
 * Runs the tour the store describes: opens the page a step lives on, shows the step with driver.js
 * once that page is there, and turns the popover's buttons into the machine's events.
 */
export function TourRunner({ companyId }: { companyId: string }) {
  const { t } = useTranslation('tour');
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { state, effect } = useTour();
  const driverRef = useRef<Driver | null>(null);
  /** A company without items shows the card's steps over the list, pointing at nothing. */
  const [itemless, setItemless] = useState(false);
  const here = placeOfPath(pathname);
  const place = placeOfStep(state.currentStep);
  const inPlace = here === place || (itemless && place === 'item' && here === 'list');

  // A step on another page: open it (the machine has paused the tour meanwhile).
  useEffect(() => {
    if (effect?.type !== 'open') return;
    tourStore.settle();
    if (effect.place === 'list') {
      if (placeOfPath(window.location.pathname) !== 'list') void navigate({ to: '/items' });
      return;
    }
    void tourItemId(companyId)
      .catch(() => null)
      .then((id) => {
        setItemless(!id);
        if (id) void navigate({ to: '/items/$id', params: { id } });
        else if (placeOfPath(window.location.pathname) !== 'list') void navigate({ to: '/items' });
      });
  }, [effect, companyId, navigate]);

  // Left the tour's pages some other way: pause until the step's page shows again.
  useEffect(() => {
    if (state.open && state.active && !inPlace) tourStore.dispatch({ type: 'stop' });
  }, [state.open, state.active, inPlace]);

  // Paused on the right page: go on once the page has rendered.
  useEffect(() => {
    if (!state.open || state.active || !inPlace || !here) return;
    let cancelled = false;
    void waitFor(pageReadyAnchors[here], 5000, () => cancelled).then((ready) => {
      if (ready) tourStore.dispatch({ type: 'activate' });
    });
    return () => {
      cancelled = true;
    };
  }, [state.open, state.active, inPlace, here, pathname]);

  // Showing: one popover for the current step, its buttons sending the machine's events.
  const shown = state.open && state.active && inPlace;
  const step = state.currentStep;
  useEffect(() => {
    if (!shown) return;
    const id = tourStepIds[step]!;
    let cancelled = false;
    const instance =
      driverRef.current ??
      driver({
        animate: false,
        allowClose: true,
        // A click beside the popover should not end a tour by accident; its close button and Esc do.
        overlayClickBehavior: () => undefined,
        onDestroyStarted: () => tourStore.dispatch({ type: 'close' }),
        stagePadding: 6,
        popoverClass: 'assetbook-tour',
      });
    driverRef.current = instance;
    const show = () => {
      if (cancelled) return;
      instance.highlight({
        element: findAnchor(id),
        popover: {
          title: t(`steps.${id}.title`),
          description: t(`steps.${id}.text`),
          // The first step has nothing to go back to: no Back at all rather than a dead one.
          showButtons: step === 0 ? ['next', 'close'] : ['next', 'previous', 'close'],
          onNextClick: () => tourStore.dispatch({ type: 'next' }),
          onPrevClick: () => tourStore.dispatch({ type: 'back' }),
          onCloseClick: () => tourStore.dispatch({ type: 'close' }),
          onPopoverRender: (popover) => {
            popover.wrapper.dataset.testid = 'tour-popover';
            popover.wrapper.dataset.step = String(step);
            popover.nextButton.textContent = step === lastTourStep ? t('done') : t('next');
            popover.nextButton.dataset.testid = 'tour-next';
            popover.previousButton.textContent = t('back');
            popover.previousButton.dataset.testid = 'tour-back';
            popover.closeButton.setAttribute('aria-label', t('close'));
            popover.closeButton.dataset.testid = 'tour-close';
            popover.progress.textContent = t('progress', { current: step + 1, total: lastTourStep + 1 });
            popover.progress.style.display = 'block';
          },
        },
      });
    };
    // The step's element may still be loading (the list's rows, the card's actions): wait a little for it.
    const started = Date.now();
    const poll = () => {
      if (cancelled) return;
      if (findAnchor(id) || tourStepIds[step] === 'finish' || Date.now() - started > 1500) show();
      else setTimeout(poll, 100);
    };
    poll();
    return () => {
      cancelled = true;
    };
  }, [shown, step, t]);

  // Hidden (paused or ended): no overlay left behind.
  useEffect(() => {
    if (shown) return;
    driverRef.current?.destroy();
    driverRef.current = null;
  }, [shown]);
  useEffect(
    () => () => {
      driverRef.current?.destroy();
      driverRef.current = null;
    },
    [],
  );

  // Completed: nothing more to say (the last step said it).
  useEffect(() => {
    if (effect?.type === 'ended' && effect.how === 'completed') tourStore.settle();
  }, [effect]);

  return effect?.type === 'ended' && effect.how === 'closed' ? <ClosedTourDialog onClose={() => tourStore.settle()} /> : null;
}

import { useSyncExternalStore } from 'react';
import { closedTour, parseTourState, tourTransition, type TourEffect, type TourEvent, type TourState } from './tour-machine';

/**
 * The tour's state for the signed-in user, kept in local storage under `tutorial:<user>` so a
 * reload resumes it. It opens by itself once: on the owner's first arrival in the panel after
 * creating the company in the web's onboarding (`offer`, docs/tour.md "first login").
 */
const storageKey = (userId: string) => `tutorial:${userId}`;

function readStored(userId: string): TourState | null {
  try {
    return parseTourState(localStorage.getItem(storageKey(userId)));
  } catch {
    return null;
  }
}

function writeStored(userId: string, state: TourState): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(state));
  } catch {
    // Storage unavailable: the tour simply does not survive a reload.
  }
}

export interface TourSnapshot {
  state: TourState;
  /** The last page change or ending the host has not handled yet. */
  effect: TourEffect | null;
}

let userId: string | null = null;
let snapshot: TourSnapshot = { state: closedTour, effect: null };
const listeners = new Set<() => void>();

function publish(next: TourSnapshot) {
  snapshot = next;
  if (userId) writeStored(userId, next.state);
  for (const listener of listeners) listener();
}

export const tourStore = {
  /** Loads the signed-in user's stored tour (a closed one when nothing is stored). */
  bind(user: string): void {
    if (userId === user) return;
    userId = user;
    snapshot = { state: readStored(user) ?? closedTour, effect: null };
    for (const listener of listeners) listener();
  },
  /** The user just created their company: the tour starts when they enter the panel. */
  offer(user: string): void {
    const started = tourTransition(closedTour, { type: 'start' });
    if (userId === user) publish(started);
    else writeStored(user, started.state);
  },
  dispatch(event: TourEvent): void {
    const transition = tourTransition(snapshot.state, event);
    publish({ state: transition.state, effect: transition.effect ?? snapshot.effect });
  },
  /** The host handled the pending effect. */
  settle(): void {
    if (snapshot.effect) {
      snapshot = { ...snapshot, effect: null };
      for (const listener of listeners) listener();
    }
  },
  get: (): TourSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTour(): TourSnapshot {
  return useSyncExternalStore(tourStore.subscribe, tourStore.get, tourStore.get);
}

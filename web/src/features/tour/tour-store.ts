import { useSyncExternalStore } from 'react';
import { closedTour, parseTourState, tourTransition, type TourEffect, type TourEvent, type TourState } from './tour-machine';

/**
 * The tour's state for the signed-in user, kept in local storage under `tutorial:<user>` so a
 * reload resumes it. A stored value also means the tour was offered in this browser: it opens by
 * itself only when nothing is stored (docs/tour.md, "first login").
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
  /**
   * Loads the user's stored tour; with nothing stored and `firstLogin`, starts it. Called once the
   * signed-in user (and company) are known.
   */
  bind(user: string, firstLogin: boolean): void {
    if (userId === user) return;
    userId = user;
    const stored = readStored(user);
    if (stored) {
      snapshot = { state: stored, effect: null };
      for (const listener of listeners) listener();
    } else if (firstLogin) {
      publish(tourTransition(closedTour, { type: 'start' }));
    } else {
      publish({ state: closedTour, effect: null });
    }
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

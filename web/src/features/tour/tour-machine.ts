/**
 * The first-login tour as a small pure state machine (spec: platform.md section 4, docs/tour.md).
 * The state is the spec's settings state `tutorial {open, active, currentStep}`: `open` says the tour
 * is under way (kept across reloads), `active` says its popover shows now (false while paused for a
 * page change), `currentStep` is 0 to 8.
 */
export interface TourState {
  open: boolean;
  active: boolean;
  currentStep: number;
}

/** Where a step's element lives; moving to a step on another page pauses the tour and opens that page. */
export type TourPlace = 'list' | 'item';

export const tourStepIds = ['list', 'add', 'card', 'code', 'operations', 'filters', 'datafiles', 'team', 'finish'] as const;
export type TourStepId = (typeof tourStepIds)[number];

export const tourPlaces: Record<TourStepId, TourPlace> = {
  list: 'list',
  add: 'list',
  card: 'item',
  code: 'item',
  operations: 'item',
  filters: 'list',
  datafiles: 'list',
  team: 'list',
  finish: 'list',
};

export const lastTourStep = tourStepIds.length - 1;
/** Closing the tour from this step on counts as having completed it (spec: "after step 7"). */
export const completesFromStep = 7;

export const closedTour: TourState = { open: false, active: false, currentStep: 0 };

export type TourEvent =
  | { type: 'start' }
  | { type: 'activate' }
  | { type: 'stop' }
  | { type: 'finish' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'close' };

/**
 * What the host does besides showing the new state: open the page the new step lives on (the tour
 * is paused until that page shows), or tell the user how the tour ended.
 */
export type TourEffect = { type: 'open'; place: TourPlace } | { type: 'ended'; how: 'closed' | 'completed' };

export interface TourTransition {
  state: TourState;
  effect: TourEffect | null;
}

const clampStep = (step: number) => Math.min(lastTourStep, Math.max(0, Math.trunc(step)));
export const placeOfStep = (step: number): TourPlace => tourPlaces[tourStepIds[clampStep(step)]!];

/** The four operations of the spec. */
export const tourOperations = {
  /** From the first step, showing. */
  start: (): TourState => ({ open: true, active: true, currentStep: 0 }),
  /** Shows the step it stopped at again (after a page change); nothing to do for a closed tour. */
  activate: (state: TourState): TourState => (state.open ? { ...state, active: true } : state),
  /** Pauses: stays open at its step, shows nothing. */
  stop: (state: TourState): TourState => ({ ...state, active: false }),
  /** Ends it: the stored open flag is cleared. */
  finish: (): TourState => closedTour,
};

/** Moves to a step: on the same page it shows at once, on another it pauses and asks for that page. */
function goTo(state: TourState, step: number): TourTransition {
  const target = clampStep(step);
  const place = placeOfStep(target);
  if (place === placeOfStep(state.currentStep)) return { state: { open: true, active: true, currentStep: target }, effect: null };
  return { state: tourOperations.stop({ ...state, currentStep: target }), effect: { type: 'open', place } };
}

function end(state: TourState): TourTransition {
  const how = state.currentStep >= completesFromStep ? 'completed' : 'closed';
  return { state: tourOperations.finish(), effect: { type: 'ended', how } };
}

export function tourTransition(state: TourState, event: TourEvent): TourTransition {
  switch (event.type) {
    case 'start':
      // The first step is on the list: from anywhere else the list opens first.
      return { state: tourOperations.start(), effect: { type: 'open', place: 'list' } };
    case 'activate':
      return { state: tourOperations.activate(state), effect: null };
    case 'stop':
      return { state: tourOperations.stop(state), effect: null };
    case 'finish':
      return { state: tourOperations.finish(), effect: null };
    case 'next':
      if (!state.open) return { state, effect: null };
      // Next on the last step is its done button.
      return state.currentStep >= lastTourStep ? end(state) : goTo(state, state.currentStep + 1);
    case 'back':
      if (!state.open || state.currentStep === 0) return { state, effect: null };
      return goTo(state, state.currentStep - 1);
    case 'close':
      return state.open ? end(state) : { state, effect: null };
  }
}

/** A stored value read back: anything malformed is a closed tour. */
export function parseTourState(raw: string | null): TourState | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<TourState>;
    if (typeof value !== 'object' || value === null) return closedTour;
    const step = typeof value.currentStep === 'number' && Number.isFinite(value.currentStep) ? clampStep(value.currentStep) : 0;
    return value.open === true ? { open: true, active: value.active === true, currentStep: step } : closedTour;
  } catch {
    return closedTour;
  }
}

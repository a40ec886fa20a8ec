import { describe, expect, it } from 'vitest';
import { closedTour, lastTourStep, parseTourState, tourOperations, tourTransition, type TourEvent, type TourState } from './tour-machine';

const at = (currentStep: number, active = true): TourState => ({ open: true, active, currentStep });
const run = (state: TourState, ...events: TourEvent['type'][]) =>
  events.reduce((current, type) => tourTransition(current, { type } as TourEvent).state, state);

describe('tour operations', () => {
  it('start shows the first step', () => {
    expect(tourOperations.start()).toEqual({ open: true, active: true, currentStep: 0 });
  });

  it('stop pauses at the same step and activate shows it again', () => {
    const paused = tourOperations.stop(at(3));
    expect(paused).toEqual(at(3, false));
    expect(tourOperations.activate(paused)).toEqual(at(3));
  });

  it('activate does not reopen a finished tour', () => {
    expect(tourOperations.activate(closedTour)).toEqual(closedTour);
  });

  it('finish clears the open flag', () => {
    expect(tourOperations.finish()).toEqual({ open: false, active: false, currentStep: 0 });
  });
});

describe('tour transitions', () => {
  it('start asks for the items list', () => {
    expect(tourTransition(closedTour, { type: 'start' })).toEqual({ state: at(0), effect: { type: 'open', place: 'list' } });
  });

  it('Next advances on the same page without pausing', () => {
    expect(tourTransition(at(0), { type: 'next' })).toEqual({ state: at(1), effect: null });
  });

  it('leaving step 1 opens an item and pauses', () => {
    expect(tourTransition(at(1), { type: 'next' })).toEqual({ state: at(2, false), effect: { type: 'open', place: 'item' } });
  });

  it('Back from step 2 returns to the list and pauses', () => {
    expect(tourTransition(at(2), { type: 'back' })).toEqual({ state: at(1, false), effect: { type: 'open', place: 'list' } });
  });

  it('Back on the first step stays there', () => {
    expect(tourTransition(at(0), { type: 'back' })).toEqual({ state: at(0), effect: null });
  });

  it('closing before step 7 ends the tour as closed', () => {
    expect(tourTransition(at(4), { type: 'close' })).toEqual({ state: closedTour, effect: { type: 'ended', how: 'closed' } });
  });

  it('closing from step 7 on counts as completed', () => {
    expect(tourTransition(at(7), { type: 'close' }).effect).toEqual({ type: 'ended', how: 'completed' });
    expect(tourTransition(at(8), { type: 'close' }).effect).toEqual({ type: 'ended', how: 'completed' });
  });

  it('Next on the last step completes it', () => {
    expect(tourTransition(at(lastTourStep), { type: 'next' })).toEqual({ state: closedTour, effect: { type: 'ended', how: 'completed' } });
  });

  it('walks all nine steps with Next, pausing only where the page changes', () => {
    let state = tourOperations.start();
    const pauses: number[] = [];
    for (let step = 0; step < lastTourStep; step += 1) {
      const { state: next, effect } = tourTransition(state, { type: 'next' });
      if (effect?.type === 'open') pauses.push(next.currentStep);
      state = tourOperations.activate(next);
    }
    expect(state).toEqual(at(8));
    expect(pauses).toEqual([2, 5]);
  });

  it('ignores Next, Back and close on a finished tour', () => {
    expect(run(closedTour, 'next', 'back', 'close')).toEqual(closedTour);
  });
});

describe('stored tour state', () => {
  it('reads back what was stored', () => {
    expect(parseTourState(JSON.stringify(at(5, false)))).toEqual(at(5, false));
  });

  it('means "never offered" when nothing is stored', () => {
    expect(parseTourState(null)).toBeNull();
  });

  it('treats malformed values as a finished tour and clamps the step', () => {
    expect(parseTourState('{not json')).toEqual(closedTour);
    expect(parseTourState(JSON.stringify({ open: true, active: true, currentStep: 42 }))).toEqual(at(8));
  });
});

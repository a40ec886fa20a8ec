import { describe, expect, it } from 'vitest';
import { linePresences, lineResults, stocktakingStatuses } from '../../../../shared/schemas/stocktaking';
import { stocktaking as messages } from '../../i18n/locales/stocktaking';
import {
  detailRefetchMs,
  isWarningLine,
  mayDelete,
  mayFinish,
  mayStart,
  presencePalette,
  progressOf,
  resultPalette,
  statusPalette,
  targetNamesOf,
} from './stocktaking-view';

const target = { objects: [], locations: [], responsible: null };

describe('stocktaking badges', () => {
  it('give pending and completed their own colours', () => {
    expect(statusPalette).toEqual({ pending: 'blue', completed: 'green' });
  });

  it('show a match in green, a lack in red and a surplus in the warning colour', () => {
    expect(resultPalette).toEqual({ match: 'green', lack: 'red', surplus: 'orange' });
    expect(presencePalette.unexpected).toBe('orange');
  });

  it('tint only unexpected lines as warnings', () => {
    expect(linePresences.filter((presence) => isWarningLine({ presence }))).toEqual(['unexpected']);
  });

  it('have a text in every language for every status, result, presence and scope', () => {
    for (const language of ['ua', 'en', 'pl', 'ru'] as const) {
      const texts = messages[language];
      for (const status of stocktakingStatuses) expect(texts.statuses[status]).toBeTruthy();
      for (const result of lineResults) expect(texts.results[result]).toBeTruthy();
      for (const presence of linePresences) expect(texts.presences[presence]).toBeTruthy();
      for (const kind of ['company', 'places', 'responsible'] as const) expect(texts.scopes[kind]).toBeTruthy();
    }
  });

  it('have the same keys in ua, en, pl and ru', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const english = keys(messages.en).sort();
    for (const language of ['ua', 'pl', 'ru'] as const) expect(keys(messages[language]).sort()).toEqual(english);
  });
});

describe('stocktaking progress', () => {
  it('is the share of the expected items found', () => {
    expect(progressOf({ expected: 4, found: 1 })).toBe(0.25);
    expect(progressOf({ expected: 4, found: 4 })).toBe(1);
  });

  it('is 0 while nothing is expected, and never more than all', () => {
    expect(progressOf({ expected: 0, found: 0 })).toBe(0);
    expect(progressOf({ expected: 2, found: 3 })).toBe(1);
  });
});

describe('a stocktaking scope', () => {
  it('names nothing for the whole company', () => {
    expect(targetNamesOf({ scope: { kind: 'company' }, target })).toEqual([]);
  });

  it('names the objects, then the locations', () => {
    const names = targetNamesOf({
      scope: { kind: 'places', objects: ['o1'], locations: ['l1'] },
      target: { ...target, objects: [{ _id: 'o1', title: 'Warehouse' }], locations: [{ _id: 'l1', title: 'Shelf 3' }] },
    });
    expect(names).toEqual(['Warehouse', 'Shelf 3']);
  });

  it('names the person', () => {
    expect(targetNamesOf({ scope: { kind: 'responsible', responsible: 'u1' }, target: { ...target, responsible: { _id: 'u1', name: 'Ann Lee' } } })).toEqual([
      'Ann Lee',
    ]);
  });
});

describe('the detail refreshes', () => {
  it('every 2 s while the expected list is being prepared, every 5 s while pending, never once completed', () => {
    expect(detailRefetchMs({ ready: false, status: 'pending' })).toBe(2_000);
    expect(detailRefetchMs({ ready: true, status: 'pending' })).toBe(5_000);
    expect(detailRefetchMs({ ready: true, status: 'completed' })).toBe(false);
    expect(detailRefetchMs(undefined)).toBe(false);
  });
});

describe('who may do what in the panel', () => {
  it('lets stockmen and up start and finish, and only root and admin delete', () => {
    expect((['root', 'admin', 'stockman', 'worker', 'user'] as const).filter(mayStart)).toEqual(['root', 'admin', 'stockman']);
    expect((['root', 'admin', 'stockman', 'worker', 'user'] as const).filter(mayFinish)).toEqual(['root', 'admin', 'stockman']);
    expect((['root', 'admin', 'stockman', 'worker', 'user'] as const).filter(mayDelete)).toEqual(['root', 'admin']);
  });
});

import { describe, expect, it } from 'vitest';
import { startStocktakingBody } from '../../../../shared/schemas/stocktaking';
import { scopeOf, type ScopeForm } from './start-form';

const objects = [
  { _id: 'o1', locations: [{ _id: 'l1' }, { _id: 'l2' }] },
  { _id: 'o2', locations: [{ _id: 'l3' }] },
];
const form = (patch: Partial<ScopeForm>): ScopeForm => ({ title: '', kind: 'company', places: [], responsible: '', ...patch });

describe('the new stocktaking form', () => {
  it('counts the whole company', () => {
    expect(scopeOf(form({}), objects)).toEqual({ scope: { kind: 'company' } });
  });

  it('splits ticked places into objects and locations, leaving out locations their ticked object covers', () => {
    const answer = scopeOf(form({ kind: 'places', places: ['o1', 'l1', 'l3'] }), objects);
    expect(answer).toEqual({ scope: { kind: 'places', objects: ['o1'], locations: ['l3'] } });
    if ('scope' in answer) expect(startStocktakingBody.safeParse({ scope: answer.scope }).success).toBe(true);
  });

  it('asks for a place or a person when the scope needs one', () => {
    expect(scopeOf(form({ kind: 'places' }), objects)).toEqual({ problem: 'places' });
    expect(scopeOf(form({ kind: 'places', places: ['gone'] }), objects)).toEqual({ problem: 'places' });
    expect(scopeOf(form({ kind: 'responsible' }), objects)).toEqual({ problem: 'responsible' });
    expect(scopeOf(form({ kind: 'responsible', responsible: 'u1' }), objects)).toEqual({ scope: { kind: 'responsible', responsible: 'u1' } });
  });
});

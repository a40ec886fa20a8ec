import { describe, expect, it } from 'vitest';
import { codeDestination, shownNames } from './destination';

const known = { code: 'K7Q2M9X4TR', company: 'Acme', title: 'Ladder' };
const unknown = { code: 'K7Q2M9X4TR', company: '', title: '' };

describe('codeDestination', () => {
  it('opens the item for a member whose company has it', () => {
    expect(codeDestination({ itemId: 'i1' }, null)).toEqual({ kind: 'item', id: 'i1' });
  });

  it('offers a member to bind a code no company’s item carries', () => {
    expect(codeDestination({ itemId: null }, unknown)).toEqual({ kind: 'bind' });
  });

  it('shows the public page to a member of another company, and to anyone not signed in', () => {
    expect(codeDestination({ itemId: null }, known)).toEqual({ kind: 'public' });
    expect(codeDestination(null, known)).toEqual({ kind: 'public' });
    expect(codeDestination(null, unknown)).toEqual({ kind: 'public' });
    // The public answer failed (throttled, offline): the public page shows the error.
    expect(codeDestination({ itemId: null }, null)).toEqual({ kind: 'public' });
  });
});

describe('shownNames', () => {
  it('shows the names of a known code and neutral words for an unknown one', () => {
    const fallback = { company: 'The owner of this label', title: 'The item with this label' };
    expect(shownNames(known, fallback)).toEqual({ company: 'Acme', title: 'Ladder' });
    expect(shownNames(unknown, fallback)).toEqual(fallback);
  });
});

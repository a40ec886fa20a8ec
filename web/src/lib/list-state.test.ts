import { describe, expect, it } from 'vitest';
import {
  cursorFor,
  cursorOf,
  cursors,
  firstPage,
  pageOf,
  textAfterAddressChange,
  textDiffers,
  textOf,
  withText,
} from './list-state';

const fields = ['search', 'brand'] as const;

describe('typed text against the address', () => {
  it('differs only by what the trimmed text asks for; blank is the absent parameter', () => {
    const search = { search: 'drill', page: 2 };
    expect(textOf(search, fields)).toEqual({ search: 'drill', brand: '' });
    expect(textDiffers({ search: ' drill ', brand: '  ' }, search, fields)).toBe(false);
    expect(textDiffers({ search: 'drills', brand: '' }, search, fields)).toBe(true);
    expect(textDiffers({ search: '', brand: '' }, search, fields)).toBe(true);
  });

  it('is written trimmed, from the first page, blank text dropped', () => {
    const search = { search: 'drill', brand: 'Bosch', status: 'marked', page: 3, after: 'c3' };
    expect(withText(search, { search: ' saw ', brand: ' ' }, fields)).toEqual({ search: 'saw', brand: undefined, status: 'marked' });
  });

  it('is left alone when the address echoes the user’s own commit, even if they typed on', () => {
    const committed = { search: 'dri', brand: '' };
    expect(textAfterAddressChange({ search: 'drill', brand: '' }, { search: 'dri' }, fields, committed)).toEqual({ search: 'drill', brand: '' });
  });

  it('follows an address changed elsewhere (Back, a link, clearing)', () => {
    expect(textAfterAddressChange({ search: 'drill', brand: '' }, {}, fields, null)).toEqual({ search: '', brand: '' });
    // Back to an address other than the one just written: not an echo.
    expect(textAfterAddressChange({ search: 'drill', brand: '' }, { search: 'saw' }, fields, { search: 'drill', brand: '' })).toEqual({
      search: 'saw',
      brand: '',
    });
    // Nothing new asked for: the typing keeps its spaces.
    expect(textAfterAddressChange({ search: 'saw ', brand: '' }, { search: 'saw' }, fields, null)).toEqual({ search: 'saw ', brand: '' });
  });
});

describe('pages', () => {
  it('a new filter starts from the first page, without its cursor', () => {
    expect(firstPage({ status: 'marked', page: 4, after: 'c4' })).toEqual({ status: 'marked' });
  });

  it('the first page is the absent parameter; a cursor is written only when known', () => {
    expect(pageOf({ role: 'admin', page: 2, after: 'c2' }, 1)).toEqual({ role: 'admin' });
    const firstOfAdmins: { role: string; page?: number; after?: string } = { role: 'admin' };
    expect(pageOf(firstOfAdmins, 3)).toEqual({ role: 'admin', page: 3 });
    expect(pageOf(firstOfAdmins, 3, 'c3')).toEqual({ role: 'admin', page: 3, after: 'c3' });
  });
});

describe('cursors met while paging', () => {
  const list = { companyId: 'c1', filters: { brand: 'Bosch' }, sort: 'title', pageSize: 10 };

  it('belong to one list and one page; the first page has none', () => {
    cursors.remember(list, 2, 'c2');
    expect(cursors.of(list, 2)).toBe('c2');
    expect(cursors.of({ ...list, sort: '-title' }, 2)).toBeUndefined();
    expect(cursors.of(list, 3)).toBeUndefined();
    expect(cursors.of(list, 1)).toBeUndefined();
    expect(cursors.of({ ...list, companyId: 'c2' }, 2)).toBeUndefined();
  });

  it('the page shown starts from the address’s cursor, or else from one met before', () => {
    cursors.remember(list, 5, 'met-5');
    expect(cursorOf({ page: 5, after: 'own-5' }, list)).toBe('own-5');
    expect(cursorOf({ page: 5 }, list)).toBe('met-5');
    expect(cursorOf({ page: 6 }, list)).toBeUndefined();
  });

  it('the next page opens from the answer’s `next` unless the answer shown is a placeholder', () => {
    cursors.remember(list, 8, 'met-8');
    const here = { list, page: 7, next: 'next-8', nextIsCurrent: true };
    expect(cursorFor(8, here)).toBe('next-8');
    expect(cursorFor(8, { ...here, nextIsCurrent: false })).toBe('met-8');
    expect(cursorFor(8, { ...here, next: null })).toBe('met-8');
    // Any other page: a cursor met before, or else its offset.
    expect(cursorFor(9, here)).toBeUndefined();
  });
});

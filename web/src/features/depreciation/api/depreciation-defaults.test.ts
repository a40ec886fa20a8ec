import { describe, expect, it } from 'vitest';
import { itemsKey } from '../../../lib/api/list-items';
import { itemQueriesKey } from './depreciation-defaults';

describe('saving the depreciation defaults', () => {
  it('reads every item query again: the book values on cards and lists follow the defaults', () => {
    expect(itemQueriesKey).toEqual(itemsKey);
  });
});

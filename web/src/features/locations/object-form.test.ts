import { describe, expect, it } from 'vitest';
import { createObjectBody, editObjectBody } from '../../../../shared/schemas/locations';
import { ApiError } from '../../lib/api-client';
import {
  createRequestOf,
  editRequestOf,
  issueFields,
  newLocationRow,
  objectErrorsOfRefusal,
  objectFormErrorsOf,
  objectFormOf,
  type ObjectFormValues,
} from './object-form';

const object = {
  _id: 'o1',
  title: 'Main warehouse',
  locations: [
    { _id: 'l1', title: 'Room 1' },
    { _id: 'l2', title: 'Room 2' },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('requests of the object form', () => {
  it('starts a new object with one empty location row', () => {
    const values = objectFormOf();
    expect(values.locations).toHaveLength(1);
    expect(createRequestOf(values)).toEqual({ title: '', locations: [] });
  });

  it('drops empty rows from a new object', () => {
    const values: ObjectFormValues = { title: 'Site', locations: [newLocationRow('A'), newLocationRow('  '), newLocationRow('B')] };
    expect(createRequestOf(values)).toEqual({ title: 'Site', locations: ['A', 'B'] });
  });

  it('keeps ids of existing locations, sends new ones without, and leaves removed ones out', () => {
    const values = objectFormOf(object);
    values.locations[0]!.title = 'Room 1a';
    values.locations.splice(1, 1);
    values.locations.push(newLocationRow('Room 3'));
    expect(editRequestOf(values, true)).toEqual({
      title: 'Main warehouse',
      locations: [{ _id: 'l1', title: 'Room 1a' }, { title: 'Room 3' }],
      shouldUpdate: true,
    });
  });
});

describe('errors on the form', () => {
  it('moves a location error to the row it came from, past dropped empty rows', () => {
    const values: ObjectFormValues = { title: 'Site', locations: [newLocationRow('A'), newLocationRow(''), newLocationRow('a')] };
    const parsed = createObjectBody.safeParse(createRequestOf(values));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(objectFormErrorsOf(issueFields(parsed.error), values)).toEqual({ locations: { 2: 'invalid_rule_unique' } });
  });

  it('reads the edit schema the same way', () => {
    const values = objectFormOf(object);
    values.title = '';
    const parsed = editObjectBody.safeParse(editRequestOf(values, false));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(objectFormErrorsOf(issueFields(parsed.error), values)).toEqual({ title: 'required_field' });
  });

  it('puts a taken title on the title, and leaves other refusals to the caller', () => {
    const values = objectFormOf(object);
    expect(objectErrorsOfRefusal(new ApiError('UniquenessError', 409, ''), values)).toEqual({ title: 'UniquenessError' });
    expect(
      objectErrorsOfRefusal(new ApiError('ValidationError', 400, '', { fields: { 'locations.1': 'invalid_rule_max_length' } }), values),
    ).toEqual({ locations: { 1: 'invalid_rule_max_length' } });
    expect(objectErrorsOfRefusal(new ApiError('PlanAccessDenied', 403, ''), values)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultCountries } from '../../../../shared/countries';
import type { CompanyUser } from '../../../../shared/schemas/users';
import { ApiError } from '../../lib/api-client';
import {
  canChangeRole,
  canDeleteUser,
  canEditUser,
  defaultRole,
  emptyUserForm,
  isFormChanged,
  roleChoices,
  userFormErrorsOf,
  userFormOf,
  userRequestOf,
} from './user-form';

const root = { _id: 'root-1', role: 'root' } as const;
const admin = { _id: 'admin-1', role: 'admin' } as const;
const worker = { _id: 'worker-1', role: 'worker' } as const;

describe('roles a viewer may give', () => {
  it('never offers root, and offers nothing to those who may not manage users', () => {
    expect(roleChoices('root')).toEqual(['admin', 'stockman', 'worker', 'user']);
    expect(roleChoices('admin')).not.toContain('root');
    expect(roleChoices('stockman')).toEqual([]);
  });

  it('starts a new user as worker', () => {
    expect(defaultRole('root')).toBe('worker');
    expect(defaultRole('worker')).toBeUndefined();
  });
});

describe('who may edit, re-role and delete whom', () => {
  it('lets nobody but the owner edit the owner', () => {
    expect(canEditUser(admin, root)).toBe(false);
    expect(canEditUser(root, root)).toBe(true);
    expect(canEditUser(admin, worker)).toBe(true);
    expect(canEditUser(worker, admin)).toBe(false);
  });

  it('keeps your own role and the owner’s out of the edit form', () => {
    expect(canChangeRole(root, root)).toBe(false);
    expect(canChangeRole(admin, admin)).toBe(false);
    expect(canChangeRole(admin, { _id: 'admin-2', role: 'admin' })).toBe(true);
    expect(canChangeRole(root, worker)).toBe(true);
  });

  it('deletes neither the owner nor yourself', () => {
    expect(canDeleteUser(admin, root)).toBe(false);
    expect(canDeleteUser(admin, admin)).toBe(false);
    expect(canDeleteUser(root, worker)).toBe(true);
    expect(canDeleteUser(worker, { _id: 'user-1', role: 'user' })).toBe(false);
  });
});

describe('form values', () => {
  const user: CompanyUser = {
    _id: 'u1',
    firstName: 'Olena',
    lastName: 'Koval',
    displayName: 'Olena Koval',
    email: 'olena@example.com',
    phone: '+48601234567',
    countryCode: 'PL',
    role: 'stockman',
    email_approved: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastSmsSentTime: null,
    active: true,
    inactiveSince: null,
  };

  it('splits the stored phone for the inputs', () => {
    expect(userFormOf(user, defaultCountries, 'UA')).toMatchObject({ phone: '601234567', countryCode: 'PL', role: 'stockman' });
  });

  it('does not count a changed country without a number as a change', () => {
    const initial = emptyUserForm('UA', 'worker');
    expect(isFormChanged({ ...initial, countryCode: 'PL' }, initial)).toBe(false);
    expect(isFormChanged({ ...initial, firstName: 'Ivan' }, initial)).toBe(true);
  });

  it('leaves the role out when it may not change', () => {
    const values = userFormOf(user, defaultCountries, 'UA');
    expect(userRequestOf(values, false)).not.toHaveProperty('role');
    expect(userRequestOf(values, true)).toHaveProperty('role', 'stockman');
  });
});

describe('userFormErrorsOf', () => {
  it('puts a taken e-mail or phone on its field', () => {
    expect(userFormErrorsOf(new ApiError('EmailAlreadyUsed', 409, ''))).toEqual({ email: 'EmailAlreadyUsed' });
    expect(userFormErrorsOf(new ApiError('PhoneAlreadyUsed', 409, ''))).toEqual({ phone: 'PhoneAlreadyUsed' });
  });

  it('takes the fields of a ValidationError, a country code on the phone', () => {
    const error = new ApiError('ValidationError', 400, '', { fields: { firstName: 'required_field', countryCode: 'invalid_rule_country_code' } });
    expect(userFormErrorsOf(error)).toEqual({ firstName: 'required_field', phone: 'invalid_rule_country_code' });
  });

  it('leaves other refusals to the caller', () => {
    expect(userFormErrorsOf(new ApiError('UserLimitExceeded', 403, ''))).toBeNull();
    expect(userFormErrorsOf(new ApiError('ValidationError', 400, '', { fields: { body: 'invalid_rule_json' } }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { roles } from '../../../shared/roles';
import { routes } from '../../../shared/routes';
import { bulkActions, cardActions, itemActionRoles, mayUseBulk, statusAllows } from './item-access';

const routeOf = {
  create: ['POST', '/company/{company}/item'],
  edit: ['PUT', '/company/{company}/item/{id}/edit'],
  repair: ['PUT', '/company/{company}/item/{id}/repair'],
  back: ['PUT', '/company/{company}/item/repair/back'],
  ban: ['PUT', '/company/{company}/item/{id}/ban'],
  mark: ['PUT', '/company/{company}/item/{id}/mark'],
  move: ['PUT', '/company/{company}/item/move'],
  place: ['PUT', '/company/{company}/item/locations/add'],
  mount: ['PUT', '/company/{company}/item/mount'],
  unmount: ['PUT', '/company/{company}/item/unmount'],
  merge: ['PUT', '/company/{company}/item/{id}/merge'],
  duplicate: ['POST', '/company/{company}/item/{id}/duplicate'],
  deactivate: ['PUT', '/company/{company}/item/{id}/deactivate'],
  reactivate: ['PUT', '/company/{company}/item/{id}/reactivate'],
  delete: ['POST', '/company/{company}/item/delete'],
} as const;

describe('item action roles', () => {
  it('are the roles of each action’s route', () => {
    for (const [action, [method, path]] of Object.entries(routeOf)) {
      const route = routes.find((candidate) => candidate.method === method && candidate.path === path);
      expect(route && 'roles' in route ? [...route.roles].sort() : null, action).toEqual([...itemActionRoles[action as keyof typeof routeOf]].sort());
    }
  });
});

describe('bulk action roles', () => {
  it('are the roles of the single-item action each repeats (printing and binding labels: marking), as the server gates them', () => {
    const single = { labels: 'mark', bind: 'mark', move: 'move', place: 'place', repair: 'repair', back: 'back', ban: 'ban', deactivate: 'deactivate', reactivate: 'reactivate', delete: 'delete' } as const;
    for (const action of bulkActions) {
      const [method, path] = routeOf[single[action]];
      const route = routes.find((candidate) => candidate.method === method && candidate.path === path)!;
      const allowed = 'roles' in route ? (route.roles as readonly string[]) : [];
      expect(roles.filter((role) => mayUseBulk(role, action)), action).toEqual(roles.filter((role) => allowed.includes(role)));
    }
  });
});

describe('the card footer', () => {
  it('offers every dialog action but unmounting, which each equipment row offers, in the shared order', () => {
    expect(cardActions).toEqual(['edit', 'repair', 'back', 'ban', 'mark', 'move', 'place', 'mount', 'duplicate', 'merge', 'deactivate', 'reactivate', 'delete']);
  });
});

describe('actions by status, as the card disables them', () => {
  it('closes a decommissioned item to everything but deleting it', () => {
    const closed = { status: 'decommissioned', code: null } as const;
    expect(statusAllows('repair', closed)).toBe(false);
    expect(statusAllows('edit', closed)).toBe(false);
    expect(statusAllows('delete', closed)).toBe(true);
  });

  it('returns from service only what is in service, and marks only an unmarked item', () => {
    expect(statusAllows('back', { status: 'in_service', code: null })).toBe(true);
    expect(statusAllows('back', { status: 'marked', code: 'Q1' })).toBe(false);
    expect(statusAllows('repair', { status: 'in_service', code: null })).toBe(false);
    expect(statusAllows('mark', { status: 'marked', code: 'Q1' })).toBe(false);
    expect(statusAllows('move', { status: 'in_transfer', code: null })).toBe(false);
  });

  it('merges back only a separated part that is not mounted', () => {
    expect(statusAllows('merge', { status: 'marked', code: null, parent: null, mountedOn: null })).toBe(false);
    expect(statusAllows('merge', { status: 'marked', code: null, parent: 'B1', mountedOn: null })).toBe(true);
    expect(statusAllows('merge', { status: 'marked', code: null, parent: 'B1', mountedOn: 'E1' })).toBe(false);
    expect(statusAllows('merge', { status: 'decommissioned', code: null, parent: 'B1', mountedOn: null })).toBe(false);
  });
});

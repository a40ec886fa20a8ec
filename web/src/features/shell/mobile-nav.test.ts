import { describe, expect, it } from 'vitest';
import { addPathOf, parentPathOf } from './mobile-nav';

describe('parentPathOf', () => {
  it('leads a sub-page up to its menu entry', () => {
    expect(parentPathOf('/items/create')).toBe('/items');
    expect(parentPathOf('/items/datafiles')).toBe('/items');
    expect(parentPathOf('/items/65f0c0ffee')).toBe('/items');
    expect(parentPathOf('/users/create')).toBe('/users');
    expect(parentPathOf('/users/42/')).toBe('/users');
    expect(parentPathOf('/stocktaking/7')).toBe('/stocktaking');
    expect(parentPathOf('/settings/payment')).toBe('/settings');
  });

  it('gives a menu entry page, home and a path outside the menu none (they show the menu button)', () => {
    for (const path of ['/items', '/items/', '/users', '/analytics', '/stocktaking', '/requests', '/locations', '/settings', '/', '/q/abc']) {
      expect(parentPathOf(path)).toBeNull();
    }
  });
});

describe('addPathOf', () => {
  it('adds items and users from their lists, for the roles that may open the create page', () => {
    expect(addPathOf('/items', 'root')).toBe('/items/create');
    expect(addPathOf('/items/', 'worker')).toBe('/items/create');
    expect(addPathOf('/users', 'admin')).toBe('/users/create');
    expect(addPathOf('/users', 'stockman')).toBeNull();
    expect(addPathOf('/items', 'user')).toBeNull();
  });

  it('has no add button elsewhere', () => {
    expect(addPathOf('/items/create', 'root')).toBeNull();
    expect(addPathOf('/stocktaking', 'root')).toBeNull();
    expect(addPathOf('/settings', 'root')).toBeNull();
  });
});

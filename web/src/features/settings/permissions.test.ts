import { describe, expect, it } from 'vitest';
import { routes } from '../../../../shared/routes';
import { companyEditors } from './permissions';

describe('companyEditors', () => {
  it('are the roles the API lets change the company and its settings', () => {
    for (const path of ['/company/{company}', '/company/{id}/settings']) {
      const route = routes.find((candidate) => candidate.method === 'PUT' && candidate.path === path);
      expect(route && 'roles' in route ? [...route.roles].sort() : null).toEqual([...companyEditors].sort());
    }
  });
});

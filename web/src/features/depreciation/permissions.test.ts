import { describe, expect, it } from 'vitest';
import { routes } from '../../../../shared/routes';
import { depreciationEditors } from './permissions';

describe('depreciationEditors', () => {
  it('are the roles the API lets change the depreciation defaults', () => {
    const route = routes.find((candidate) => candidate.method === 'PUT' && candidate.path === '/company/{id}/depreciation');
    expect(route && 'roles' in route ? [...route.roles].sort() : null).toEqual([...depreciationEditors].sort());
  });
});

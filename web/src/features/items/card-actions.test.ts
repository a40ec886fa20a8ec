import { describe, expect, it } from 'vitest';
import { cardActionsLayout } from './card-actions';

const plan = { objects: true, equipment: true };
const names = (actions: { name: string }[]) => actions.map((action) => action.name);

describe("the item card's actions", () => {
  it('puts editing, moving and the service step the status calls for first, the rest in the menu', () => {
    const marked = cardActionsLayout({ role: 'root', item: { status: 'marked', code: 'A1' }, plan });
    expect(names(marked.main)).toEqual(['edit', 'move', 'repair']);
    expect(names(marked.more)).toEqual(['back', 'ban', 'mark', 'place', 'mount', 'duplicate', 'deactivate', 'delete']);
    expect(marked.more.find((action) => action.name === 'mark')?.off).toBe('has_code');
    expect(marked.more.find((action) => action.name === 'back')?.off).toBe('not_in_service');

    const inService = cardActionsLayout({ role: 'root', item: { status: 'in_service' }, plan });
    expect(names(inService.main)).toEqual(['edit', 'move', 'back']);
    expect(inService.main.find((action) => action.name === 'move')?.off).toBe('not_movable');
    expect(inService.more.find((action) => action.name === 'repair')?.off).toBe('in_service');
  });

  it('says why: a closed item, a missing plan feature, a part mounted on another item', () => {
    const closed = cardActionsLayout({ role: 'root', item: { status: 'decommissioned' }, plan });
    expect([...closed.main, ...closed.more].filter((action) => action.name !== 'delete').every((action) => action.off === 'closed')).toBe(true);
    expect(closed.more.find((action) => action.name === 'delete')?.off).toBeUndefined();

    const free = cardActionsLayout({ role: 'root', item: { status: 'not_marked' }, plan: { objects: false, equipment: false } });
    expect(free.more.find((action) => action.name === 'place')?.off).toBe('plan');
    expect(free.more.find((action) => action.name === 'mount')?.off).toBe('plan');

    const part = cardActionsLayout({ role: 'root', item: { status: 'marked', parent: 'p', mountedOn: 'm' }, plan });
    expect(part.more.find((action) => action.name === 'merge')?.off).toBe('mounted');
  });

  it('offers an inactive item reactivation first, deletion, and the rest off with the reason; an active one deactivation', () => {
    const inactive = cardActionsLayout({ role: 'root', item: { status: 'inactive', code: 'A1' }, plan });
    expect(names(inactive.main)).toEqual(['reactivate']);
    expect(inactive.main[0]?.off).toBeUndefined();
    expect(names(inactive.more)).not.toContain('deactivate');
    expect(inactive.more.filter((action) => action.name !== 'delete').every((action) => action.off === 'inactive')).toBe(true);
    expect(inactive.more.find((action) => action.name === 'delete')?.off).toBeUndefined();

    const moving = cardActionsLayout({ role: 'root', item: { status: 'in_transfer' }, plan });
    expect(moving.more.find((action) => action.name === 'deactivate')?.off).toBe('in_transfer');
    expect(names(moving.more)).not.toContain('reactivate');
    const worker = cardActionsLayout({ role: 'worker', item: { status: 'inactive' }, plan });
    expect([...names(worker.main), ...names(worker.more)]).toEqual(['mark']);
  });

  it("shows a role only the actions it may use", () => {
    const worker = cardActionsLayout({ role: 'worker', item: { status: 'not_marked' }, plan });
    expect([...names(worker.main), ...names(worker.more)]).toEqual(['mark']);
  });
});

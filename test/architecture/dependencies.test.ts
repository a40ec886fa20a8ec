import { createRequire } from 'node:module';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house's doors (issue 26), checked with dependency-cruiser: the rules of .dependency-cruiser.cjs
 * (no file loops, domains meet through public.ts, the floors only look down), and no loop between
 * domains: functions/<domain> and web/src/features/<feature>, each taken whole. Entries that wire
 * domains together (a function's handler.ts, the queue workers, the web's routes) are not part of
 * any domain.
 */

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: Record<string, unknown> };

const entry = /^functions\/([^/]+\/handler\.ts|workers\/)/;

/** The domain a module belongs to, or null (lib, shared, infra, entries, the web's shell). */
export function domainOf(path: string): string | null {
  if (entry.test(path)) return null;
  const backend = /^functions\/([^/]+)\//.exec(path);
  if (backend && backend[1] !== 'lib') return `functions/${backend[1]}`;
  const feature = /^web\/src\/features\/([^/]+)\//.exec(path);
  return feature ? `web/src/features/${feature[1]}` : null;
}

/** The imports from one domain to another: for each pair, the files that make it. */
function domainEdges(result: ICruiseResult): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const module of result.modules) {
    const from = domainOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = domainOf(dependency.resolved);
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), `${module.source} -> ${dependency.resolved}`]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Groups of domains that reach each other (strongly connected, more than one domain), by Tarjan's algorithm. */
export function loops(edges: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('dependencies', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    const answer = await cruise(
      ['functions', 'shared', 'infra', 'web/src'],
      { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } } as never,
      undefined,
      { tsConfig: { fileName: 'tsconfig.json' } } as never,
    );
    result = answer.output as ICruiseResult;
  }, 120_000);

  it('keeps every rule of .dependency-cruiser.cjs', () => {
    const violations = result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
    expect(violations).toEqual([]);
  });

  it('has no loop between domains', () => {
    const edges = domainEdges(result);
    const described = loops(edges).map((group) =>
      group.flatMap((from) => group.filter((to) => edges.get(from)?.has(to)).map((to) => `${from} -> ${to}: ${edges.get(from)!.get(to)!.join(', ')}`)),
    );
    expect(described).toEqual([]);
  });

  it('finds a loop of three domains', () => {
    const edges = new Map([
      ['a', new Map([['b', []]])],
      ['b', new Map([['c', []]])],
      ['c', new Map([['a', []]])],
      ['d', new Map([['a', []]])],
    ]);
    expect(loops(edges)).toEqual([['a', 'b', 'c']]);
  });
});

/**
 * The house's doors (issue 26): the rules `npm test` checks through test/architecture/dependencies.test.ts.
 * Domains (functions/<domain>, web/src/features/<feature>) meet only through a domain's public module,
 * nothing imports in a loop, and the floors only look down: infra -> functions, web -> shared.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-file-loops',
      comment: 'Two files that import each other, however indirectly.',
      severity: 'error',
      from: { path: '^(functions|shared|infra|web/src)/' },
      to: { circular: true },
    },
    {
      name: 'domains-meet-through-public',
      comment: 'A domain imports another only through its public.ts.',
      severity: 'error',
      // Workers are entries that wire a queue to a domain's processor (kept out of public.ts, which the API functions load).
      from: { path: '^functions/([^/]+)/', pathNot: '^functions/workers/' },
      to: { path: '^functions/([^/]+)/', pathNot: ['^functions/$1/', '^functions/lib/', '^functions/[^/]+/public\\.ts$'] },
    },
    {
      name: 'functions-and-shared-stay-below-infra-and-web',
      severity: 'error',
      from: { path: '^(functions|shared)/' },
      to: { path: '^(infra|web)/' },
    },
    {
      name: 'shared-stays-below-functions',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^functions/' },
    },
    {
      name: 'lib-stays-below-domains',
      severity: 'error',
      from: { path: '^functions/lib/' },
      to: { path: '^functions/', pathNot: '^functions/lib/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.tsx?$', '^web/dist', '^cdk\\.out'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

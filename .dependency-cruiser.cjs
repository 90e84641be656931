// Import structure rules, checked by dependency-cruiser in every project's lint target (nx.json
// targetDefaults.lint: `depcruise --config .dependency-cruiser.cjs {projectRoot}`). Why this tool and
// what it does not see: docs/decisions/0081-dependency-cruiser-for-folder-cycles.md.
//
// Test files are left out: a spec is a leaf that nothing imports, and what it imports to build its
// fixtures is no dependency of the code it tests.
const TESTS = '\\.(spec|int-spec|fault-spec|e2e)\\.tsx?$';

/** A folder-level cycle under `root`: folder A imports folder B, and B (or what B imports) imports A. */
const folderCycles = (root, extra = {}) => ({
  severity: 'error',
  scope: 'folder',
  from: { path: `^${root}/`, ...extra },
  to: { path: `^${root}/`, circular: true },
});

module.exports = {
  forbidden: [
    {
      name: 'bff-folder-cycle',
      comment:
        'Two folders of apps/bff/src import each other. Shared folders (common, config, infra) stay below ' +
        "the domains; a domain that needs another domain's type takes it one way only (docs/architecture.md).",
      ...folderCycles('apps/bff/src'),
    },
    {
      name: 'web-folder-cycle',
      comment:
        'Two folders of apps/web/src import each other: features/ are blocks that build on each other one ' +
        'way, screens put them together (docs/architecture.md).',
      ...folderCycles('apps/web/src'),
    },
    {
      name: 'lib-own-barrel',
      severity: 'error',
      comment:
        "A library's files import each other's files, never the library's own barrel (src/index.ts or a " +
        "folder's index.ts): barrels are for other projects, and one inside the library makes circles.",
      from: { path: '^libs/([^/]+)/src/', pathNot: ['/index\\.ts$', TESTS] },
      to: { path: ['^libs/$1/src/index\\.ts$', '^libs/$1/src/.+/index\\.ts$'] },
    },
    {
      name: 'lib-cycle',
      severity: 'error',
      comment: 'Modules of one library that import each other, directly or around a circle.',
      from: { path: '^libs/([^/]+)/' },
      to: { path: '^libs/$1/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: TESTS },
    // Type-only imports count: a type from another folder is a dependency on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
    progress: { type: 'none' },
  },
};

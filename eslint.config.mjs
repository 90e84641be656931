// One shared ESLint config: typescript-eslint, React hooks + jsx-a11y for the web app, and Nx module
// boundaries that enforce the layering of DESIGN.md (tags in each project.json).
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const TEST_SUPPORT_ONLY_IN_TESTS = { name: '@shop/testing', message: 'Test support is for test files only.' };
const SPECS = ['**/*.spec.ts', '**/*.spec.tsx'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      '.cache/**',
      'apps/web/src/gql/generated.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cjs', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:data', 'type:testing'],
            },
            {
              sourceTag: 'type:data',
              onlyDependOnLibsWithTags: ['type:data', 'type:domain', 'type:util', 'type:testing'],
            },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            // Test files of util libs may use the test support (lint keeps it out of their sources).
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:testing'],
            },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:shared'] },
            { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
            {
              sourceTag: 'type:tooling',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:data', 'type:testing'],
            },
          ],
        },
      ],
    },
  },
  {
    // Test-only helpers stay out of the apps and libs they test.
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'libs/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'libs/testing/**', 'libs/*/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [TEST_SUPPORT_ONLY_IN_TESTS] }],
    },
  },
  {
    // A focused or excluded test would make the suite report green while tests did not run.
    files: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.int-spec.ts',
      '**/*.fault-spec.ts',
      '**/*.e2e.ts',
      'scripts/test/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee[property.name='only']",
          message: 'No focused tests (.only) in the repository.',
        },
        {
          selector: 'CallExpression[callee.name=/^(fit|fdescribe|ftest|xit|xdescribe|xtest)$/]',
          message: 'No focused or excluded tests (fit, fdescribe, xit, xdescribe).',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs', '**/*.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
  },
  // The web's layers (apps/web/src, docs/decisions/0080): ui/ is a leaf of generic parts; features/
  // are blocks that build on ui/ (and on each other without cycles); pages/ are the screens and their
  // layouts, put together from features; routes/ (the router) renders pages; app/ (client, router
  // provider) starts it all.
  {
    files: ['apps/web/src/ui/**/*.ts', 'apps/web/src/ui/**/*.tsx'],
    ignores: SPECS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TEST_SUPPORT_ONLY_IN_TESTS],
          patterns: [
            {
              group: ['**/features/**', '**/pages/**', '**/routes/**', '**/app/**'],
              message:
                'ui/ is a leaf: it imports no feature, page, route or app code (pass what it needs as props).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.ts', 'apps/web/src/features/**/*.tsx'],
    ignores: SPECS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TEST_SUPPORT_ONLY_IN_TESTS],
          patterns: [
            {
              group: ['**/pages/**', '**/routes/**', '**/app/**'],
              message:
                'features/ are blocks: they import no page, the router or the app shell (paths live in features/navigation; a screen goes to pages/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/pages/**/*.ts', 'apps/web/src/pages/**/*.tsx'],
    ignores: SPECS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TEST_SUPPORT_ONLY_IN_TESTS],
          patterns: [
            {
              group: ['**/routes/**', '**/app/**'],
              message: 'pages/ do not import the router or the app shell (the router renders pages).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: SPECS,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The cycle check reads the imported files too: with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  prettier,
);

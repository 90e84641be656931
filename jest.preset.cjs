// Shared Jest preset. Our code is CommonJS TypeScript compiled by SWC; NestJS 12 and a few of its
// dependencies ship ESM only, so they are transformed too (ts-jest cannot do this, @swc/jest can).
const esmOnly = [
  '@nestjs',
  'uid',
  'load-esm',
  'file-type',
  'iterare',
  'token-types',
  'strtok3',
  'oidc-provider',
  'jose',
  'oauth4webapi',
  'openid-client',
  '@tokenizer',
  'uint8array-extras',
  'react-router',
  '@remix-run',
  'cookie-es',
];
module.exports = {
  testEnvironment: 'node',
  // `npm test` sets TEST_SERIAL when all spec files must share one named Redis database.
  ...(process.env.TEST_SERIAL ? { maxWorkers: 1 } : {}),
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
            // react-router 8 (ESM only) reads Vite's `import.meta.hot`, which CommonJS cannot parse; no HMR here.
            optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
          },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@shop/db/testing$': '<rootDir>/../../libs/db/src/testing/index.ts',
    '^@shop/jobs/testing$': '<rootDir>/../../libs/jobs/src/testing/index.ts',
    '^@shop/documents/testing$': '<rootDir>/../../libs/documents/src/testing/index.ts',
    '^@shop/(domain|locales|db|commerce|pricing|cms|jobs|mail|documents|redis|testing)$':
      '<rootDir>/../../libs/$1/src/index.ts',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.int-spec.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

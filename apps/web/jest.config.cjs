const { availableParallelism } = require('node:os');
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  // The second-longest project: two workers at least, as the BFF's (docs/decisions/0131-ci-time.md).
  maxWorkers: process.env.TEST_SERIAL ? 1 : Math.max(2, availableParallelism() - 1),
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  // The build's own plugins (vite-*.ts) are tested next to them.
  testMatch: [...preset.testMatch, '<rootDir>/vite-*.spec.ts'],
  setupFiles: ['<rootDir>/test/setup-globals.cjs'],
  setupFilesAfterEnv: [
    '<rootDir>/test/fresh-tab.ts',
    '<rootDir>/test/i18n-resources.ts',
    '<rootDir>/test/async-timeouts.ts',
  ],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
};

const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  // The build's own plugins (vite-*.ts) are tested next to them.
  testMatch: [...preset.testMatch, '<rootDir>/vite-*.spec.ts'],
  setupFiles: ['<rootDir>/test/setup-globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/fresh-tab.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
};

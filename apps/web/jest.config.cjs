const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  setupFiles: ['<rootDir>/test/setup-globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/fresh-tab.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/test/style-stub.cjs',
  },
};

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'scripts',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
};

// The fault suite: the built shop as real processes (npm test runs it after the build step).
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'faults',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.fault-spec.ts'],
  maxWorkers: 1,
};

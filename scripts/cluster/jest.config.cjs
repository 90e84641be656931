// The cluster suite: the built shop as a cluster of real processes (npm test runs it after the fault suite).
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'cluster',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.cluster-spec.ts'],
  maxWorkers: 1,
};

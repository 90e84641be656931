const { availableParallelism } = require('node:os');

module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'bff',
  rootDir: __dirname,
  // The longest project of `npm test`: at least two workers even on two cores, where jest runs in
  // band; alone at the end of the step it would hold one core (docs/decisions/0131-ci-time.md).
  maxWorkers: process.env.TEST_SERIAL ? 1 : Math.max(2, availableParallelism() - 1),
};

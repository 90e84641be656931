module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'worker',
  rootDir: __dirname,
  // The worker's specs run in band and start real workers, Redis and databases; one full run in CI stayed
  // open after every spec had passed (results written) and held the whole step. The results are final once
  // written: leave then instead of waiting for a handle no spec owns (found with --detectOpenHandles: none).
  forceExit: true,
};

import { configure } from '@testing-library/react';

// Pages load with their route (decision 0108): in a spec that renders through the router, the first
// render waits for the page module to be transformed and imported, which takes seconds on a busy CI
// machine. Testing Library's find* and waitFor wait up to 10 s, and a test up to 30 s, before failing.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

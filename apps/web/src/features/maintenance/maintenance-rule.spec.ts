import { isNewerState } from './maintenance-rule';

describe('maintenance rule', () => {
  it('lets a newer state win over an older one', () => {
    const older = { enabled: true, until: null, changedAt: '2026-01-01T10:00:00.000Z' };
    const newer = { enabled: false, until: null, changedAt: '2026-01-01T10:05:00.000Z' };
    expect(isNewerState(newer, older)).toBe(true);
    expect(isNewerState(older, newer)).toBe(false);
    expect(isNewerState(older, null)).toBe(true);
  });
});

import { parseOpsArgs } from './ops-args';

describe('parseOpsArgs', () => {
  it('reads on and off', () => {
    expect(parseOpsArgs(['maintenance', 'on', '30HHDE'], 'ops')).toEqual({
      mandantCode: '30HHDE',
      enabled: true,
      until: null,
      requestedBy: 'ops',
    });
    expect(parseOpsArgs(['maintenance', 'off', '57HHBG'], 'ops').enabled).toBe(false);
  });

  it('reads a window end', () => {
    expect(
      parseOpsArgs(['maintenance', 'on', '20HHAT', '--until', '2026-12-01T06:00:00Z'], 'ops').until,
    ).toBe('2026-12-01T06:00:00.000Z');
  });

  it('refuses unknown tenants, modes and malformed dates', () => {
    expect(() => parseOpsArgs(['maintenance', 'on', 'XX'], 'ops')).toThrow('unknown mandant code');
    expect(() => parseOpsArgs(['maintenance', 'maybe', '20HHAT'], 'ops')).toThrow('usage');
    expect(() => parseOpsArgs(['maintenance', 'on', '20HHAT', '--until', 'tomorrow'], 'ops')).toThrow(
      'usage',
    );
    expect(() => parseOpsArgs([], 'ops')).toThrow('usage');
  });
});

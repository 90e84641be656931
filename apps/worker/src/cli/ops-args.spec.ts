import { OPS_USAGE, parseOpsArgs } from './ops-args';

const now = new Date('2026-11-23T10:00:00.000Z');
const parse = (...args: string[]) => parseOpsArgs(args, 'ops:anna', now);

describe('parseOpsArgs', () => {
  it('reads on and off', () => {
    expect(parse('maintenance', 'on', '30HHDE')).toEqual({
      mandantCode: '30HHDE',
      enabled: true,
      from: null,
      until: null,
      requestedBy: 'ops:anna',
      trigger: 'request',
    });
    expect(parse('maintenance', 'off', '57HHBG')).toMatchObject({ enabled: false, from: null, until: null });
  });

  it('reads a running window end, normalised to UTC', () => {
    expect(parse('maintenance', 'on', '20HHAT', '--until', '2026-11-23T13:00:00+01:00').until).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });

  it('reads a planned window with start and end in any order and in both flag forms', () => {
    const window = { from: '2026-11-24T22:00:00.000Z', until: '2026-11-25T02:00:00.000Z' };
    expect(
      parse(
        'maintenance',
        'on',
        '30HHDE',
        '--from',
        '2026-11-24T22:00:00Z',
        '--until',
        '2026-11-25T02:00:00Z',
      ),
    ).toMatchObject(window);
    expect(
      parse('maintenance', 'on', '30HHDE', '--until=2026-11-25T02:00:00Z', '--from=2026-11-24T22:00:00Z'),
    ).toMatchObject(window);
    expect(parse('maintenance', 'on', '30HHDE', '--from', '2026-11-24T22:00:00Z')).toMatchObject({
      from: '2026-11-24T22:00:00.000Z',
      until: null,
    });
  });

  it('refuses unknown tenants and modes with the usage', () => {
    expect(() => parse('maintenance', 'on', 'XX')).toThrow('unknown mandant code "XX"');
    expect(() => parse('maintenance', 'on', 'XX')).toThrow(OPS_USAGE);
    expect(() => parse('maintenance', 'maybe', '20HHAT')).toThrow(OPS_USAGE);
    expect(() => parse()).toThrow(OPS_USAGE);
  });

  it('refuses malformed, missing, repeated and unknown flags', () => {
    expect(() => parse('maintenance', 'on', '20HHAT', '--until', 'tomorrow')).toThrow('not an ISO time');
    expect(() => parse('maintenance', 'on', '20HHAT', '--until', '2026-11-24')).toThrow('not an ISO time');
    expect(() => parse('maintenance', 'on', '20HHAT', '--until')).toThrow('--until needs a time');
    expect(() =>
      parse(
        'maintenance',
        'on',
        '20HHAT',
        '--until',
        '2026-11-24T10:00:00Z',
        '--until',
        '2026-11-24T11:00:00Z',
      ),
    ).toThrow('given twice');
    expect(() => parse('maintenance', 'on', '20HHAT', '--for', '2h')).toThrow('unknown argument "--for"');
  });

  it('refuses windows that end before they start, end in the past, or belong to off', () => {
    expect(() =>
      parse(
        'maintenance',
        'on',
        '20HHAT',
        '--from',
        '2026-11-24T10:00:00Z',
        '--until',
        '2026-11-24T09:00:00Z',
      ),
    ).toThrow('maintenance.error.until-not-after-from');
    expect(() => parse('maintenance', 'on', '20HHAT', '--until', '2026-11-23T09:00:00Z')).toThrow(
      'maintenance.error.until-in-past',
    );
    expect(() => parse('maintenance', 'on', '20HHAT', '--from', '2026-11-22T09:00:00Z')).toThrow(
      'maintenance.error.from-in-past',
    );
    expect(() => parse('maintenance', 'off', '20HHAT', '--until', '2026-11-24T09:00:00Z')).toThrow(
      'maintenance.error.window-needs-on',
    );
  });
});

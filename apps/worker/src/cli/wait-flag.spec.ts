import { OpsUsageError } from './ops-args';
import { DEFAULT_WAIT_MS, takeWaitFlag } from './wait-flag';

describe('takeWaitFlag', () => {
  it('defaults to 15 s and leaves the command alone', () => {
    expect(takeWaitFlag(['maintenance', 'on', '30HHDE'])).toEqual({
      args: ['maintenance', 'on', '30HHDE'],
      waitMs: DEFAULT_WAIT_MS,
    });
  });

  it('reads both forms anywhere, in seconds', () => {
    expect(takeWaitFlag(['--wait', '30', 'maintenance', 'off', '20HHAT'])).toEqual({
      args: ['maintenance', 'off', '20HHAT'],
      waitMs: 30_000,
    });
    expect(takeWaitFlag(['prices', 'refresh', '20HHAT', '--wait=1.5'])).toEqual({
      args: ['prices', 'refresh', '20HHAT'],
      waitMs: 1500,
    });
  });

  it('refuses what is not a number of seconds, and a second --wait', () => {
    for (const bad of [['--wait'], ['--wait', 'soon'], ['--wait=0'], ['--wait=-1'], ['--wait', '7200']])
      expect(() => takeWaitFlag(['maintenance', 'on', '30HHDE', ...bad])).toThrow(OpsUsageError);
    expect(() => takeWaitFlag(['--wait=1', '--wait=2'])).toThrow('--wait given twice');
  });
});

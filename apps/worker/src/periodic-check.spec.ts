import type { Logger } from 'pino';
import { repeatCheck } from './periodic-check';

describe('repeatCheck', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  let warn: jest.Mock;
  let logger: Logger;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    warn = jest.fn();
    logger = { warn } as unknown as Logger;
  });
  afterEach(() => jest.useRealTimers());

  it('checks at once and then every interval until stopped', async () => {
    const check = jest.fn().mockResolvedValue(undefined);
    const loop = repeatCheck(check, { everyMs: 1000, logger, failureMessage: 'failed' });
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    for (let turn = 0; turn < 2; turn += 1) {
      jest.advanceTimersByTime(1000);
      await flush();
    }
    expect(check).toHaveBeenCalledTimes(3);
    loop.stop();
    jest.advanceTimersByTime(5000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('skips a turn while the last check still runs', async () => {
    let finish!: () => void;
    const check = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const loop = repeatCheck(check, { everyMs: 1000, logger, failureMessage: 'failed' });
    jest.advanceTimersByTime(3000);
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    jest.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(2);
    loop.stop();
  });

  it('logs a failure once per outage and again after a success', async () => {
    const check = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('down again'));
    const loop = repeatCheck(check, { everyMs: 1000, logger, failureMessage: 'could not check' });
    for (let turn = 0; turn < 3; turn += 1) {
      await flush();
      jest.advanceTimersByTime(1000);
    }
    await flush();
    expect(check).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls.map(([fields, message]) => [fields.err.message, message])).toEqual([
      ['down', 'could not check'],
      ['down again', 'could not check'],
    ]);
    loop.stop();
  });
});

import { RecentTraffic, SAMPLES_KEPT } from './recent-traffic';

describe('RecentTraffic: the operations console samples of one process', () => {
  it('gives 15 minutes of 10-second windows, oldest first, zeros where nothing happened', () => {
    let now = Date.parse('2026-11-28T10:00:05Z');
    const traffic = new RecentTraffic(() => now);
    for (let i = 0; i < 20; i += 1) traffic.record(0.004, false);
    now += 10_000;
    traffic.turn();
    traffic.record(0.2, true);
    const samples = traffic.samples();
    expect(samples).toHaveLength(SAMPLES_KEPT);
    expect(samples[SAMPLES_KEPT - 2]).toEqual({
      at: '2026-11-28T10:00:00.000Z',
      requestsPerSecond: 2,
      p95Ms: 5,
      errors: 0,
    });
    expect(samples[SAMPLES_KEPT - 1]).toEqual({
      at: '2026-11-28T10:00:10.000Z',
      requestsPerSecond: 0.1,
      p95Ms: 250,
      errors: 1,
    });
    expect(samples[0]).toMatchObject({ requestsPerSecond: 0, p95Ms: null, errors: 0 });
  });

  it('reads the 95th percentile from the buckets: 95 fast and 5 slow requests give the fast bound', () => {
    const traffic = new RecentTraffic(() => 0);
    for (let i = 0; i < 95; i += 1) traffic.record(0.009, false);
    for (let i = 0; i < 5; i += 1) traffic.record(3, false);
    expect(traffic.samples().at(-1)!.p95Ms).toBe(10);
    traffic.record(3, false);
    expect(traffic.samples().at(-1)!.p95Ms).toBe(5000);
  });

  it('forgets windows older than 15 minutes and counts GraphQL errors in the current one', () => {
    let now = 0;
    const traffic = new RecentTraffic(() => now);
    traffic.record(0.001, false);
    now = 16 * 60_000;
    traffic.turn();
    traffic.error();
    const samples = traffic.samples();
    expect(samples.reduce((sum, sample) => sum + sample.requestsPerSecond, 0)).toBe(0);
    expect(samples.at(-1)!.errors).toBe(1);
  });

  it('turns the window on its timer at each 10-second boundary: the request path reads no clock', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-28T10:00:07Z') });
    const now = jest.fn(() => Date.now());
    const traffic = new RecentTraffic(now);
    try {
      traffic.start();
      now.mockClear();
      traffic.record(0.004, false);
      expect(now).not.toHaveBeenCalled();
      jest.advanceTimersByTime(3_000);
      traffic.record(0.004, false);
      traffic.record(0.004, true);
      const samples = traffic.samples();
      expect(samples.at(-2)).toMatchObject({
        at: '2026-11-28T10:00:00.000Z',
        requestsPerSecond: 0.1,
        errors: 0,
      });
      expect(samples.at(-1)).toMatchObject({
        at: '2026-11-28T10:00:10.000Z',
        requestsPerSecond: 0.2,
        errors: 1,
      });
      traffic.stop();
      jest.advanceTimersByTime(10_000);
      traffic.record(0.004, false);
      // Stopped, the window turns only when the samples are read.
      expect(traffic.samples().at(-1)).toMatchObject({
        at: '2026-11-28T10:00:20.000Z',
        requestsPerSecond: 0,
      });
    } finally {
      traffic.stop();
      jest.useRealTimers();
    }
  });
});

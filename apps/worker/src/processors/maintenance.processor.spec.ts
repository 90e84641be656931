import type Redis from 'ioredis';
import { MAINTENANCE_STATE_KEY, type MaintenanceJob, type MaintenanceLogEntry } from '@shop/jobs';
import { InvalidJobError, validateMaintenanceJob } from '@shop/jobs';
import { processMaintenance } from './maintenance.processor';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const CHANNEL = 'shop:events:db7';
const HOUR = 3600 * 1000;

/** Redis and the queue are the system edge here; the integration test runs them for real. */
function fakes() {
  const redis = { hset: jest.fn().mockResolvedValue(1), publish: jest.fn().mockResolvedValue(1) };
  const queue = { add: jest.fn().mockResolvedValue({}), remove: jest.fn().mockResolvedValue(1) };
  const log = { record: jest.fn<Promise<void>, [MaintenanceLogEntry]>().mockResolvedValue(undefined) };
  const deps = {
    redis: redis as unknown as Pick<Redis, 'hset' | 'publish'>,
    queue,
    channel: CHANNEL,
    log,
    now: () => NOW,
  };
  return { redis, queue, log, deps };
}

const request = (data: Partial<MaintenanceJob>): { data: MaintenanceJob } => ({
  data: { mandantCode: '30HHDE', enabled: true, until: null, requestedBy: 'ops', ...data },
});

describe('processMaintenance', () => {
  it('stores the state and publishes a typed event on the channel of its Redis database', async () => {
    const { redis, queue, deps } = fakes();
    const outcome = await processMaintenance(request({}), deps);
    const event = {
      type: 'maintenance',
      id: String(NOW.getTime()),
      mandantCode: '30HHDE',
      state: { enabled: true, until: null, changedAt: '2026-11-23T10:00:00.000Z' },
    };
    expect(outcome).toEqual({ kind: 'applied', event, endsAt: null });
    expect(redis.hset).toHaveBeenCalledWith(MAINTENANCE_STATE_KEY, '30HHDE', JSON.stringify(event.state));
    expect(redis.publish).toHaveBeenCalledWith(CHANNEL, JSON.stringify(event));
    expect(redis.hset.mock.invocationCallOrder[0]).toBeLessThan(redis.publish.mock.invocationCallOrder[0]);
    // A fresh request replaces whatever window was planned for the tenant.
    expect(queue.remove.mock.calls.map(([id]) => id).sort()).toEqual([
      'maintenance-end-30HHDE',
      'maintenance-start-30HHDE',
    ]);
    expect(queue.add).not.toHaveBeenCalled();
  });

  it('writes a maintenance.switched webhook event right after the state, before the event goes out', async () => {
    const { redis, deps } = fakes();
    const outbox = jest.fn().mockResolvedValue('msg_1');
    await processMaintenance(request({ until: '2026-11-23T12:00:00Z' }), { ...deps, outbox });
    expect(outbox).toHaveBeenCalledWith({
      type: 'maintenance.switched',
      mandantCode: '30HHDE',
      customerId: null,
      payload: {
        mandantCode: '30HHDE',
        enabled: true,
        until: '2026-11-23T12:00:00.000Z',
        changedAt: '2026-11-23T10:00:00.000Z',
      },
    });
    expect(redis.hset.mock.invocationCallOrder[0]).toBeLessThan(outbox.mock.invocationCallOrder[0]);
    expect(outbox.mock.invocationCallOrder[0]).toBeLessThan(redis.publish.mock.invocationCallOrder[0]);
    // Nothing switched (a planned window): no event.
    outbox.mockClear();
    await processMaintenance(request({ from: '2026-11-23T11:00:00Z', until: null }), { ...deps, outbox });
    expect(outbox).not.toHaveBeenCalled();
  });

  it('turns on now and plans the end of a running window', async () => {
    const { queue, deps } = fakes();
    const outcome = await processMaintenance(
      request({ mandantCode: '20HHAT', until: '2026-11-23T12:00:00Z' }),
      deps,
    );
    expect(outcome).toMatchObject({ kind: 'applied', endsAt: '2026-11-23T12:00:00.000Z' });
    expect(queue.add).toHaveBeenCalledTimes(1);
    expect(queue.add).toHaveBeenCalledWith(
      'maintenance',
      expect.objectContaining({ mandantCode: '20HHAT', enabled: false, trigger: 'window-end' }),
      expect.objectContaining({ jobId: 'maintenance-end-20HHAT', delay: 2 * HOUR, removeOnComplete: true }),
    );
  });

  it('plans a future window as a delayed start and end with stable ids, changing nothing yet', async () => {
    const { redis, queue, deps } = fakes();
    const outcome = await processMaintenance(
      request({ from: '2026-11-24T10:00:00Z', until: '2026-11-24T12:00:00Z' }),
      deps,
    );
    expect(outcome).toEqual({
      kind: 'scheduled',
      mandantCode: '30HHDE',
      from: '2026-11-24T10:00:00.000Z',
      until: '2026-11-24T12:00:00.000Z',
    });
    expect(redis.hset).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
    expect(queue.add.mock.calls).toEqual([
      [
        'maintenance',
        expect.objectContaining({ enabled: true, until: '2026-11-24T12:00:00Z', trigger: 'window-start' }),
        expect.objectContaining({ jobId: 'maintenance-start-30HHDE', delay: 24 * HOUR }),
      ],
      [
        'maintenance',
        expect.objectContaining({ enabled: false, trigger: 'window-end' }),
        expect.objectContaining({ jobId: 'maintenance-end-30HHDE', delay: 26 * HOUR }),
      ],
    ]);
    // The old window went first, so the new one replaces it.
    expect(queue.remove.mock.invocationCallOrder[1]).toBeLessThan(queue.add.mock.invocationCallOrder[0]);
  });

  it('turns off and cancels the planned window of that tenant only', async () => {
    const { redis, queue, deps } = fakes();
    await processMaintenance(request({ mandantCode: '57HHBG', enabled: false }), deps);
    expect(queue.remove.mock.calls.map(([id]) => id).sort()).toEqual([
      'maintenance-end-57HHBG',
      'maintenance-start-57HHBG',
    ]);
    expect(JSON.parse(redis.hset.mock.calls[0][2])).toMatchObject({ enabled: false, until: null });
  });

  it('runs the start and the end of a planned window without touching the other window job', async () => {
    const { redis, queue, deps } = fakes();
    await processMaintenance(
      request({ trigger: 'window-start', until: '2026-11-23T11:00:00.000Z', requestedBy: 'ops:anna' }),
      deps,
    );
    expect(JSON.parse(redis.hset.mock.calls[0][2])).toEqual({
      enabled: true,
      until: '2026-11-23T11:00:00.000Z',
      changedAt: NOW.toISOString(),
    });
    await processMaintenance(request({ trigger: 'window-end', enabled: false }), deps);
    expect(JSON.parse(redis.hset.mock.calls[1][2])).toMatchObject({ enabled: false });
    expect(queue.remove).not.toHaveBeenCalled();
    expect(queue.add).not.toHaveBeenCalled();
  });

  it('skips the start of a window that is already over (worker was down)', async () => {
    const { redis, deps } = fakes();
    const outcome = await processMaintenance(
      request({ trigger: 'window-start', until: '2026-11-23T09:00:00.000Z' }),
      deps,
    );
    expect(outcome).toEqual({ kind: 'skipped', reason: 'window already over' });
    expect(redis.hset).not.toHaveBeenCalled();
  });

  it('changes nothing for an unknown tenant or a request whose window is already over', async () => {
    for (const data of [
      { mandantCode: '99XXXX' },
      { until: '2026-11-23T09:00:00Z' },
      { enabled: false, until: '2026-11-24T09:00:00Z' },
    ]) {
      const { redis, queue, deps } = fakes();
      await expect(processMaintenance(request(data), deps)).rejects.toBeInstanceOf(InvalidJobError);
      expect(redis.hset).not.toHaveBeenCalled();
      expect(redis.publish).not.toHaveBeenCalled();
      expect(queue.remove).not.toHaveBeenCalled();
      expect(queue.add).not.toHaveBeenCalled();
    }
  });
});

describe('processMaintenance: the maintenance log', () => {
  it('records an applied switch with who asked and when, before the state is written', async () => {
    const { redis, log, deps } = fakes();
    await processMaintenance(
      request({ requestedBy: 'ops:ops@shop.example', until: '2026-11-23T12:00:00Z' }),
      deps,
    );
    expect(log.record.mock.calls).toEqual([
      [
        {
          mandantCode: '30HHDE',
          outcome: 'applied',
          trigger: 'request',
          enabled: true,
          from: null,
          until: '2026-11-23T12:00:00.000Z',
          requestedBy: 'ops:ops@shop.example',
          at: NOW.toISOString(),
        },
      ],
    ]);
    expect(log.record.mock.invocationCallOrder[0]).toBeLessThan(redis.hset.mock.invocationCallOrder[0]);
  });

  it('records a planned window, the window jobs it runs and a skipped start', async () => {
    const { log, deps } = fakes();
    await processMaintenance(
      request({ from: '2026-11-23T11:00:00Z', until: '2026-11-23T12:00:00Z', requestedBy: 'ops-api' }),
      deps,
    );
    await processMaintenance(
      request({ trigger: 'window-end', enabled: false, requestedBy: 'ops-api' }),
      deps,
    );
    await processMaintenance(
      request({ trigger: 'window-start', until: '2026-11-23T09:00:00Z', requestedBy: 'ops-api' }),
      deps,
    );
    expect(
      log.record.mock.calls.map(([entry]) => [entry.outcome, entry.trigger, entry.enabled, entry.from]),
    ).toEqual([
      ['scheduled', 'request', true, '2026-11-23T11:00:00.000Z'],
      ['applied', 'window-end', false, null],
      ['skipped', 'window-start', true, null],
    ]);
    expect(log.record.mock.calls.every(([entry]) => entry.requestedBy === 'ops-api')).toBe(true);
  });

  it('switches all the same when the change cannot be recorded, and hands the entry to the worker log', async () => {
    const { redis, log, deps } = fakes();
    const failure = new Error('database down');
    log.record.mockRejectedValue(failure);
    const unrecorded = jest.fn();
    const outcome = await processMaintenance(request({ requestedBy: 'ops:ops@shop.example' }), {
      ...deps,
      unrecorded,
    });
    expect(outcome.kind).toBe('applied');
    expect(redis.hset).toHaveBeenCalled();
    expect(redis.publish).toHaveBeenCalled();
    expect(unrecorded).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'applied', requestedBy: 'ops:ops@shop.example' }),
      failure,
    );
  });

  it('stores the state in the database before Redis, and a planned window as a window (decision 0143)', async () => {
    const { redis, deps } = fakes();
    const records = {
      saveState: jest.fn().mockResolvedValue(undefined),
      saveWindow: jest.fn().mockResolvedValue(undefined),
    };
    const until = '2026-11-23T12:00:00.000Z';
    await processMaintenance(request({ until }), { ...deps, records });
    expect(records.saveState).toHaveBeenCalledWith(
      '30HHDE',
      { enabled: true, until, changedAt: NOW.toISOString() },
      'ops',
    );
    expect(records.saveState.mock.invocationCallOrder[0]).toBeLessThan(
      redis.hset.mock.invocationCallOrder[0],
    );

    const from = new Date(NOW.getTime() + HOUR).toISOString();
    await processMaintenance(request({ from, until }), { ...deps, records });
    expect(records.saveWindow).toHaveBeenCalledWith('30HHDE', { from, until }, 'ops');
    expect(records.saveState).toHaveBeenCalledTimes(1);
  });

  it('switches all the same when the database cannot store the state, and says so', async () => {
    const { redis, deps } = fakes();
    const failure = new Error('database down');
    const records = { saveState: jest.fn().mockRejectedValue(failure), saveWindow: jest.fn() };
    const unstored = jest.fn();
    const outcome = await processMaintenance(request({}), { ...deps, records, unstored });
    expect(outcome.kind).toBe('applied');
    expect(redis.hset).toHaveBeenCalled();
    expect(redis.publish).toHaveBeenCalled();
    expect(unstored).toHaveBeenCalledWith('30HHDE', failure);
  });

  it('records nothing for a refused job', async () => {
    const { log, deps } = fakes();
    await expect(processMaintenance(request({ mandantCode: '99XXXX' }), deps)).rejects.toBeInstanceOf(
      InvalidJobError,
    );
    expect(log.record).not.toHaveBeenCalled();
  });
});

describe('validateMaintenanceJob', () => {
  it('names what is wrong', () => {
    expect(() => validateMaintenanceJob(null, NOW)).toThrow('maintenance.error.unknown-mandant');
    expect(() => validateMaintenanceJob({ mandantCode: '20HHAT', enabled: 'yes' }, NOW)).toThrow('enabled');
    expect(() =>
      validateMaintenanceJob({ mandantCode: '20HHAT', enabled: true, until: 'soon' }, NOW),
    ).toThrow('maintenance.error.malformed-time');
    expect(() =>
      validateMaintenanceJob({ mandantCode: '20HHAT', enabled: true, trigger: 'later' }, NOW),
    ).toThrow('unknown trigger');
  });

  it('accepts old-style jobs without from and trigger as requests', () => {
    expect(
      validateMaintenanceJob({ mandantCode: '20HHAT', enabled: true, until: null, requestedBy: 'x' }, NOW),
    ).toEqual({
      mandantCode: '20HHAT',
      enabled: true,
      from: null,
      until: null,
      requestedBy: 'x',
      trigger: 'request',
    });
  });
});

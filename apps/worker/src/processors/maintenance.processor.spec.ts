import type Redis from 'ioredis';
import { MAINTENANCE_STATE_KEY, SHOP_EVENTS_CHANNEL } from '@shop/jobs';
import { processMaintenance, validateMaintenanceJob } from './maintenance.processor';

const now = () => new Date('2026-11-23T10:00:00.000Z');

function fakes() {
  const redis = { hset: jest.fn().mockResolvedValue(1), publish: jest.fn().mockResolvedValue(1) };
  const queue = { add: jest.fn().mockResolvedValue({}), remove: jest.fn().mockResolvedValue(1) };
  return { redis, queue };
}

describe('processMaintenance', () => {
  it('stores the state and publishes a typed event for the tenant', async () => {
    const { redis, queue } = fakes();
    const data = { mandantCode: '30HHDE', enabled: true, until: null, requestedBy: 'ops' };
    const event = await processMaintenance({ data }, redis as unknown as Redis, queue, now);
    expect(event).toEqual({
      type: 'maintenance',
      id: String(now().getTime()),
      mandantCode: '30HHDE',
      state: { enabled: true, until: null, changedAt: '2026-11-23T10:00:00.000Z' },
    });
    expect(redis.hset).toHaveBeenCalledWith(MAINTENANCE_STATE_KEY, '30HHDE', JSON.stringify(event.state));
    expect(redis.publish).toHaveBeenCalledWith(SHOP_EVENTS_CHANNEL, JSON.stringify(event));
    expect(queue.add).not.toHaveBeenCalled();
  });

  it('schedules the end of a window', async () => {
    const { redis, queue } = fakes();
    const data = {
      mandantCode: '20HHAT',
      enabled: true,
      until: '2026-11-23T12:00:00.000Z',
      requestedBy: 'ops',
    };
    await processMaintenance({ data }, redis as unknown as Redis, queue, now);
    expect(queue.add).toHaveBeenCalledWith(
      'maintenance',
      { mandantCode: '20HHAT', enabled: false, until: null, requestedBy: 'schedule' },
      expect.objectContaining({ jobId: 'maintenance-end-20HHAT', delay: 2 * 3600 * 1000 }),
    );
  });

  it('changes nothing for an unknown tenant', async () => {
    const { redis, queue } = fakes();
    const data = { mandantCode: '99XXXX', enabled: true, until: null, requestedBy: 'ops' };
    await expect(processMaintenance({ data }, redis as unknown as Redis, queue, now)).rejects.toThrow(
      'unknown mandant',
    );
    expect(redis.hset).not.toHaveBeenCalled();
    expect(redis.publish).not.toHaveBeenCalled();
  });

  it('validates until', () => {
    expect(() => validateMaintenanceJob({ mandantCode: '20HHAT', enabled: true, until: 'soon' })).toThrow(
      'until',
    );
  });
});

import {
  WEBHOOK_BACKOFF_TYPE,
  WEBHOOK_DELIVERY_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  webhookDeliveryJobOptions,
  webhookRetryDelay,
} from './webhooks';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// The retry schedule integrators are told about (decision 0137, docs/integrators): a test with a short
// schedule cannot notice that the real one changed, so the real one is pinned here.
describe('webhook retry schedule', () => {
  it('retries a failed delivery ten times over 23 h 42 min 35 s: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS).toEqual([
      5 * SECOND,
      30 * SECOND,
      2 * MINUTE,
      10 * MINUTE,
      30 * MINUTE,
      HOUR,
      2 * HOUR,
      4 * HOUR,
      8 * HOUR,
      8 * HOUR,
    ]);
    expect(WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBe(
      23 * HOUR + 42 * MINUTE + 35 * SECOND,
    );
    expect(WEBHOOK_DELIVERY_ATTEMPTS).toBe(11);
  });

  it('waits the n-th delay before the n-th retry, and the last one for any retry beyond it', () => {
    expect(webhookRetryDelay(1)).toBe(5 * SECOND);
    expect(webhookRetryDelay(2)).toBe(30 * SECOND);
    expect(webhookRetryDelay(9)).toBe(8 * HOUR);
    expect(webhookRetryDelay(10)).toBe(8 * HOUR);
    expect(webhookRetryDelay(25)).toBe(8 * HOUR);
    // BullMQ counts from 1; a 0 never reaches the backoff, and gets the first wait all the same.
    expect(webhookRetryDelay(0)).toBe(5 * SECOND);
    expect(webhookRetryDelay(2, [100, 200, 0])).toBe(200);
    expect(webhookRetryDelay(3, [])).toBe(0);
  });

  it('gives each delivery job every attempt of the schedule and the custom backoff the worker computes', () => {
    expect(webhookDeliveryJobOptions('webhook-d1')).toMatchObject({
      jobId: 'webhook-d1',
      attempts: 11,
      backoff: { type: WEBHOOK_BACKOFF_TYPE },
    });
    expect(webhookDeliveryJobOptions('webhook-d1-replay-1', 4).attempts).toBe(4);
  });
});

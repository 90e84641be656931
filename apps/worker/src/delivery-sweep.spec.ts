import type { DueWebhookDelivery } from '@shop/commerce';
import {
  CONTACT_INVITATION_JOB_OPTIONS,
  MAIL_JOB_OPTIONS,
  MAIL_OUTBOX_KEEP_MS,
  WEBHOOK_BACKOFF_TYPE,
  WEBHOOK_DELIVERY_JOB,
  type UnsentMail,
} from '@shop/jobs';
import { pruneMailOutbox, sweepMailOutbox, sweepWebhookDeliveries, withMailOutbox } from './delivery-sweep';

/** A queue that has the jobs of `present` and records what is added. */
function fakeQueue(present: string[] = []) {
  const jobs = new Set(present);
  const added: { name: string; data: unknown; opts: Record<string, unknown> }[] = [];
  return {
    added,
    queue: {
      getJob: jest.fn(async (id: string) => (jobs.has(id) ? { id } : undefined)),
      add: jest.fn(async (name: string, data: unknown, opts: Record<string, unknown>) => {
        jobs.add(opts.jobId as string);
        added.push({ name, data, opts });
        return { id: opts.jobId };
      }),
    } as never,
  };
}

const unsent = (jobId: string, patch: Partial<UnsentMail> = {}): UnsentMail => ({
  jobId,
  mandantCode: '20HHAT',
  name: 'order-confirmation',
  data: { to: 'eva@muster.example', mandantCode: '20HHAT' },
  options: { ...MAIL_JOB_OPTIONS },
  createdAt: '2026-11-29T00:00:00.000Z',
  ...patch,
});

describe('sweepMailOutbox (decision 0146)', () => {
  it('adds again, with its name, payload and options, each unsent mail whose job is gone; leaves the others', async () => {
    const rows = [
      unsent('contact-invitation-20HHAT-i1', {
        name: 'contact-invitation',
        options: { ...CONTACT_INVITATION_JOB_OPTIONS },
      }),
      unsent('order-confirmation-20HHAT-WS-1'),
    ];
    const outbox = { unsent: jest.fn(async () => rows) };
    const { queue, added } = fakeQueue(['order-confirmation-20HHAT-WS-1']);
    expect(await sweepMailOutbox({ outbox, queue, graceMs: 60_000 })).toEqual([
      'contact-invitation-20HHAT-i1',
    ]);
    expect(added).toEqual([
      {
        name: 'contact-invitation',
        data: rows[0].data,
        opts: { ...CONTACT_INVITATION_JOB_OPTIONS, jobId: 'contact-invitation-20HHAT-i1' },
      },
    ]);
    expect(outbox.unsent).toHaveBeenCalledWith(60_000, null, expect.any(Number));
  });

  it('reads every page, each after the last job id of the one before', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => unsent(`mail-${String(i).padStart(4, '0')}`));
    const outbox = {
      unsent: jest.fn(async (_grace: number, after: string | null, limit: number) =>
        rows.filter((row) => after === null || row.jobId > after).slice(0, limit),
      ),
    };
    const { queue, added } = fakeQueue();
    expect(await sweepMailOutbox({ outbox, queue, graceMs: 0 })).toHaveLength(450);
    expect(new Set(added.map((job) => job.opts.jobId)).size).toBe(450);
    expect(outbox.unsent.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('sweepWebhookDeliveries (decision 0146)', () => {
  const delays = [5_000, 30_000, 120_000, 600_000];
  const now = Date.parse('2026-11-29T01:00:00.000Z');
  const due = (patch: Partial<DueWebhookDelivery>): DueWebhookDelivery => ({
    deliveryId: `whd_${'a'.repeat(32)}`,
    status: 'pending',
    attemptCount: 0,
    replayCount: 0,
    lastAttemptAt: null,
    ...patch,
  });
  const sweep = (rows: DueWebhookDelivery[], present: string[] = []) => {
    const { queue, added } = fakeQueue(present);
    const dispatch = { dueDeliveries: jest.fn(async () => rows) };
    return {
      added,
      run: () =>
        sweepWebhookDeliveries({ dispatch, queue, graceMs: 60_000, delays, attempts: 5, now: () => now }),
    };
  };

  it('adds a failed delivery again at its retry time, with the attempts left and where its schedule was', async () => {
    const id = `whd_${'b'.repeat(32)}`;
    // Two attempts made, the last 10 s ago: the schedule's second wait (30 s) has 20 s to go.
    const { run, added } = sweep([
      due({
        deliveryId: id,
        status: 'failed',
        attemptCount: 2,
        lastAttemptAt: new Date(now - 10_000).toISOString(),
      }),
    ]);
    expect(await run()).toEqual([`webhook-${id}`]);
    expect(added).toEqual([
      {
        name: WEBHOOK_DELIVERY_JOB,
        data: { deliveryId: id, attemptsBefore: 2 },
        opts: expect.objectContaining({
          jobId: `webhook-${id}`,
          attempts: 3,
          backoff: { type: WEBHOOK_BACKOFF_TYPE },
          delay: 20_000,
        }),
      },
    ]);
  });

  it('adds a pending delivery at once, a replayed one under its replay job id, and leaves one whose job is there', async () => {
    const pending = `whd_${'c'.repeat(32)}`;
    const replayed = `whd_${'d'.repeat(32)}`;
    const queued = `whd_${'e'.repeat(32)}`;
    const { run, added } = sweep(
      [
        due({ deliveryId: pending }),
        due({ deliveryId: replayed, attemptCount: 7, replayCount: 2 }),
        due({
          deliveryId: queued,
          status: 'failed',
          attemptCount: 1,
          lastAttemptAt: new Date(now).toISOString(),
        }),
      ],
      [`webhook-${queued}`],
    );
    expect(await run()).toEqual([`webhook-${pending}`, `webhook-${replayed}-replay-2`]);
    expect(added.map((job) => [job.opts.jobId, job.opts.attempts, job.opts.delay])).toEqual([
      [`webhook-${pending}`, 5, 0],
      [`webhook-${replayed}-replay-2`, 5, 0],
    ]);
  });
});

describe('withMailOutbox (decision 0146)', () => {
  it('stores each mail of the worker before its job, and adds it when the outbox cannot store it', async () => {
    const calls: string[] = [];
    let stores = 0;
    const store = jest.fn(async () => {
      calls.push('store');
      // The third mail meets a database that is away.
      if (++stores === 3) throw new Error('database away');
      return true;
    });
    const queue = {
      add: jest.fn(async () => void calls.push('add')),
      addBulk: jest.fn(async () => void calls.push('addBulk')),
    };
    const unstored = jest.fn();
    const mails = withMailOutbox<{ mandantCode: string }>(queue as never, { store }, unstored);
    const opts = { ...MAIL_JOB_OPTIONS, jobId: 'approval-reminder-1' };
    await mails.addBulk([{ name: 'approval-reminder', data: { mandantCode: '80HHCZ' }, opts }]);
    expect(store).toHaveBeenCalledWith({
      jobId: 'approval-reminder-1',
      mandantCode: '80HHCZ',
      name: 'approval-reminder',
      data: { mandantCode: '80HHCZ' },
      options: { ...MAIL_JOB_OPTIONS },
    });
    await mails.add(
      'webhook-disabled',
      { mandantCode: '20HHAT' },
      { ...MAIL_JOB_OPTIONS, jobId: 'webhook-disabled-1' },
    );
    await mails.add(
      'webhook-disabled',
      { mandantCode: '20HHAT' },
      { ...MAIL_JOB_OPTIONS, jobId: 'webhook-disabled-2' },
    );
    expect(calls).toEqual(['store', 'addBulk', 'store', 'add', 'store', 'add']);
    expect(unstored).toHaveBeenCalledWith('webhook-disabled-2', expect.any(Error));
  });
});

describe('pruneMailOutbox (decision 0146)', () => {
  it('deletes batch after batch until a batch is not full, with the keeping time of 30 days', async () => {
    const deleteDone = jest
      .fn<Promise<number>, [number, number]>()
      .mockResolvedValueOnce(1000)
      .mockResolvedValueOnce(1000)
      .mockResolvedValueOnce(12);
    expect(await pruneMailOutbox({ deleteDone })).toBe(2012);
    expect(deleteDone).toHaveBeenCalledTimes(3);
    expect(deleteDone).toHaveBeenLastCalledWith(MAIL_OUTBOX_KEEP_MS, 1000);
    expect(MAIL_OUTBOX_KEEP_MS).toBe(30 * 24 * 3600_000);
  });
});

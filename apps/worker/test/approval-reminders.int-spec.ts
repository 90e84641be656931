import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import {
  APPROVAL_REMINDER_EVERY_MS,
  APPROVAL_REMINDER_SCHEDULER_ID,
  HOUSEKEEPING_JOBS,
  MAIL_JOBS,
  QUEUES,
  validateApprovalReminderMailJob,
  type ApprovalReminderMailJob,
  type CartHousekeepingJob,
} from '@shop/jobs';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import type { ApprovalReminderOutcome } from '../src/processors/approval-reminder.processor';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

const ORIGIN = 'https://shop.example';

async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('approval reminders in the worker: at start-up and hourly, each mail once (real Redis, BullMQ and database)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let worker: RunningWorker;
  let connections: Redis[];
  let queue: Queue<CartHousekeepingJob>;
  let mailQueue: Queue<ApprovalReminderMailJob>;
  let queueEvents: QueueEvents;
  let czechCart: string;

  /** The mail jobs waiting on the mail queue (no SMTP_URL here: none is sent). */
  const reminderMails = async () =>
    (await mailQueue.getJobs(['wait', 'prioritized', 'delayed', 'active', 'completed', 'failed'])).filter(
      (job) => job.name === MAIL_JOBS.approvalReminder,
    );

  const reminderRuns = async () =>
    (await queue.getJobs(['completed']))
      .filter((job) => job.name === HOUSEKEEPING_JOBS.approvalReminders)
      .map((job) => job.returnvalue as ApprovalReminderOutcome);

  const runScheduledJob = async () => {
    const scheduler = (await queue.getJobSchedulers()).find((s) => s.key === APPROVAL_REMINDER_SCHEDULER_ID)!;
    const job = await queue.add(
      HOUSEKEEPING_JOBS.approvalReminders,
      scheduler.template!.data as CartHousekeepingJob,
    );
    return (await job.waitUntilFinished(queueEvents, 30_000)) as ApprovalReminderOutcome;
  };

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    // Of the seeded hand-overs, only the Czech one is due: handed over 4 days ago (THREE_DAYS).
    await database.db.query(
      `update cart set approval_requested_at = now() where approval_requested_at is not null`,
    );
    const [czech] = await database.db.query<{ id: string }>(
      `update cart set approval_requested_at = now() - interval '4 days'
        where mandant_code = '80HHCZ' and process_status = 'Open' returning id`,
    );
    czechCart = czech.id;
    testRedis = await claimTestRedis();
    connections = [0, 1, 2].map(() => new Redis(testRedis.url, { maxRetriesPerRequest: null }));
    queue = new Queue<CartHousekeepingJob>(QUEUES.housekeeping, { connection: connections[0] });
    mailQueue = new Queue<ApprovalReminderMailJob>(QUEUES.mail, { connection: connections[1] });
    queueEvents = new QueueEvents(QUEUES.housekeeping, { connection: connections[2] });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    await queueEvents?.close();
    await mailQueue?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all((connections ?? []).map((c) => c.quit()));
    await testRedis?.release();
    await database?.stop();
  });

  it('reminds the approvers of the due cart when it starts, one mail each, and schedules itself hourly', async () => {
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), database.url, { publicUrl: ORIGIN });

    await eventually('the start-up run is over, and no run waits', async () => {
      const runs = await reminderRuns();
      const counts = await queue.getJobCounts('wait', 'prioritized', 'active');
      return runs.some((run) => run.trigger === 'start-up') && Object.values(counts).every((n) => n === 0);
    });
    // The start-up run, and on a Redis without the schedule also the scheduler's first run: together
    // they remind of the cart once.
    expect((await reminderRuns()).reduce((sum, run) => sum + run.reminded, 0)).toBe(1);

    const approvers = await database.db.query<{ login_email: string }>(
      `select k.login_email from contact k join cart c on c.customer_id = k.customer_id
        where c.id = $1 and k.role in ('ROLE_CART_APPROVER', 'ROLE_ADMIN') order by k.contact_no`,
      [czechCart],
    );
    expect(approvers.length).toBe(2);
    const mails = await reminderMails();
    expect(mails.map((mail) => mail.data.to).sort()).toEqual(approvers.map((row) => row.login_email).sort());
    for (const mail of mails) {
      expect(validateApprovalReminderMailJob(mail.data)).toEqual(mail.data);
      expect(mail.data).toMatchObject({
        locale: 'cs-cz',
        mandantCode: '80HHCZ',
        reminder: {
          cartId: czechCart,
          comment: 'Prosím o schválení: doobjednávka pro kuchyň',
          cartUrl: `${ORIGIN}/cs-cz/account/mein-konto/warenkorbverwaltung/${czechCart}`,
        },
      });
      expect(mail.opts.attempts).toBe(10);
    }
    const events = await database.db.query<{ details: { actor: string } }>(
      `select details from cart_event where cart_id = $1 and action = 'approval-reminded'`,
      [czechCart],
    );
    expect(events).toEqual([{ details: expect.objectContaining({ actor: 'system' }) }]);

    const scheduler = (await queue.getJobSchedulers()).find((s) => s.key === APPROVAL_REMINDER_SCHEDULER_ID);
    expect(scheduler).toMatchObject({ every: APPROVAL_REMINDER_EVERY_MS });
    expect(scheduler?.template?.data).toEqual({ trigger: 'schedule', requestedBy: 'schedule' });
  });

  it('sends nothing again when the scheduled job runs before the next period', async () => {
    expect(await runScheduledJob()).toMatchObject({ trigger: 'schedule', reminded: 0, mails: 0 });
    expect(await reminderMails()).toHaveLength(2);
  });

  it('sends nothing twice when a run enqueued the mails but the cart was not marked reminded', async () => {
    // As if the earlier run had failed between enqueueing and marking.
    await database.db.query('update cart set approval_reminded_at = null where id = $1', [czechCart]);
    expect(await runScheduledJob()).toMatchObject({ reminded: 1, mails: 2, byTenant: { '80HHCZ': 1 } });
    expect(await reminderMails()).toHaveLength(2);
  });

  it('reminds again once the next period has passed since the last reminder', async () => {
    await database.db.query(
      `update cart set approval_reminded_at = now() - interval '3 days' where id = $1`,
      [czechCart],
    );
    expect(await runScheduledJob()).toMatchObject({ reminded: 1, mails: 2 });
    expect(await reminderMails()).toHaveLength(4);
  });
});

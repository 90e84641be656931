import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { appendWebhookEvent, MailOutboxStore } from '@shop/db';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import {
  MAIL_JOB_OPTIONS,
  MAIL_JOBS,
  orderConfirmationJobId,
  QUEUES,
  webhookDeliveryJobId,
  type OrderConfirmationMailJob,
  type WebhookDeliveryJob,
} from '@shop/jobs';
import { orderConfirmationMailJob } from '@shop/jobs/testing';
import {
  claimTestRedis,
  freeTcpPort,
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
  type TestRedis,
} from '@shop/testing';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

const FROM = 'Shop <shop@localhost>';
const SWEEP_MS = 250;
const GRACE_MS = 500;
/** The retry waits of this spec's deliveries: long enough to wipe Redis while one waits. */
const RETRY_DELAYS_MS = [4000, 4000, 4000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(what: string, found: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

/** A webhook receiver on 127.0.0.1: records each request and answers what `answer` says for it. */
async function startReceiver(answer: (count: number) => number) {
  const received: { at: number; status: number; webhookId: string }[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = answer(received.length);
      received.push({ at: Date.now(), status, webhookId: String(req.headers['webhook-id']) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Decision 0146: mails and webhook deliveries are kept in the database until they went out; a Redis
 * that lost its queues (a flush, a fail-over to an empty replica) gets their jobs back from the worker's
 * sweep, and nothing that went out is sent again.
 */
describe('the delivery sweep after Redis lost its data (real Redis, BullMQ, database, SMTP)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let catcher: MailCatcher;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let worker: RunningWorker;
  let connection: Redis;
  let mailQueue: Queue<OrderConfirmationMailJob>;
  let webhookQueue: Queue<WebhookDeliveryJob>;
  let outbox: MailOutboxStore;

  const mailsOf = async (orderNumber: string) =>
    (await catcher.mails()).filter((mail: CaughtMail) => mail.subject.endsWith(orderNumber));
  /** What the BFF's enqueueMail does: the outbox's row first, then the job. */
  const enqueue = async (orderNumber: string) => {
    const data = orderConfirmationMailJob({ order: { orderNumber } });
    const jobId = orderConfirmationJobId(data.mandantCode, orderNumber);
    await outbox.store({
      jobId,
      mandantCode: data.mandantCode,
      name: MAIL_JOBS.orderConfirmation,
      data,
      options: { ...MAIL_JOB_OPTIONS },
    });
    await mailQueue.add(MAIL_JOBS.orderConfirmation, data, { ...MAIL_JOB_OPTIONS, jobId });
    return jobId;
  };

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    outbox = new MailOutboxStore(database.db);
    testRedis = await claimTestRedis();
    catcher = await startMailCatcher({ smtp: await freeTcpPort() });
    receiver = await startReceiver((count) => (count === 0 ? 500 : 200));
    connection = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    mailQueue = new Queue<OrderConfirmationMailJob>(QUEUES.mail, { connection });
    webhookQueue = new Queue<WebhookDeliveryJob>(QUEUES.webhooks, { connection });
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), database.url, {
      mail: { smtpUrl: catcher.smtpUrl, from: FROM },
      deliverySweepMs: SWEEP_MS,
      deliverySweepGraceMs: GRACE_MS,
      webhooks: { allowPrivateTargets: true, retryDelaysMs: RETRY_DELAYS_MS, relayPollMs: 100 },
    });
  });

  afterAll(async () => {
    await mailQueue?.close();
    await webhookQueue?.close();
    await worker?.close();
    await connection?.quit();
    await receiver?.close();
    await catcher?.stop();
    await testRedis?.release();
    await database?.stop();
  });

  it('sends a mail once that was waiting in the queue when Redis lost its data', async () => {
    // Paused, the queue keeps the job waiting; the wipe takes the job and the pause with it.
    await mailQueue.pause();
    const jobId = await enqueue('WS-300001');
    expect(await mailQueue.getJob(jobId)).toBeDefined();
    await testRedis.reset();
    expect(await mailQueue.getJob(jobId)).toBeUndefined();

    await eventually('the mail of WS-300001', async () =>
      (await mailsOf('WS-300001')).length ? true : undefined,
    );
    await eventually('marked sent', async () => ((await outbox.isSent(jobId)) ? true : undefined));
    // Sweeps go on (several rounds): the mail is not sent twice.
    await sleep(8 * SWEEP_MS);
    expect(await mailsOf('WS-300001')).toHaveLength(1);
  });

  it('does not send a mail again that went out before Redis lost its data', async () => {
    const jobId = await enqueue('WS-300002');
    await eventually('marked sent', async () => ((await outbox.isSent(jobId)) ? true : undefined));
    await testRedis.reset();
    await sleep(8 * SWEEP_MS);
    // Sent: the sweep left it.
    expect(await mailQueue.getJob(jobId)).toBeUndefined();
    // A job added again all the same (a sweep that read the row just before the mark) sends nothing.
    const again = await mailQueue.add(
      MAIL_JOBS.orderConfirmation,
      orderConfirmationMailJob({ order: { orderNumber: 'WS-300002' } }),
      { ...MAIL_JOB_OPTIONS, jobId },
    );
    await eventually('the job run again', async () =>
      (await mailQueue.getJob(again.id!))?.returnvalue ? true : undefined,
    );
    expect((await mailQueue.getJob(again.id!))?.returnvalue).toMatchObject({ kind: 'sent-before' });
    expect(await mailsOf('WS-300002')).toHaveLength(1);
  });

  it('delivers a webhook once whose retry was waiting in the queue when Redis lost its data, at its time', async () => {
    const [client] = await database.db.query<{
      client_id: string;
      mandant_code: string;
      customer_id: string;
      contact_id: string;
    }>(
      `select client_id, mandant_code, customer_id, contact_id from integration_client
        where mandant_code = '20HHAT' and revoked_at is null order by client_id limit 1`,
    );
    await database.db.query(
      `insert into webhook_subscription
         (id, client_id, mandant_code, customer_id, url, event_types, secret, created_by_contact_id, updated_by_contact_id)
       values ('whs_sweep', $1, $2, $3, $4, array['maintenance.switched'], $5, $6, $6)`,
      [
        client.client_id,
        client.mandant_code,
        client.customer_id,
        receiver.url,
        `whsec_${randomBytes(32).toString('base64')}`,
        client.contact_id,
      ],
    );
    const eventId = await appendWebhookEvent(database.db, {
      type: 'maintenance.switched',
      mandantCode: '20HHAT',
      customerId: null,
      payload: { mandantCode: '20HHAT', enabled: true, until: null, changedAt: new Date().toISOString() },
    });

    // The first attempt fails (500): the delivery waits for its retry, 4 s later, as a delayed job.
    const delivery = await eventually('the failed first attempt', async () => {
      const [row] = await database.db.query<{ id: string; status: string }>(
        `select id, status from webhook_delivery where event_id = $1`,
        [eventId],
      );
      return row?.status === 'failed' ? row : undefined;
    });
    const jobId = webhookDeliveryJobId(delivery.id);
    await eventually('its retry waiting', async () =>
      (await (await webhookQueue.getJob(jobId))?.getState()) === 'delayed' ? true : undefined,
    );
    await testRedis.reset();
    expect(await webhookQueue.getJob(jobId)).toBeUndefined();

    // The sweep adds it again, delayed to the retry's time, with the attempts left of its run.
    const again = await eventually(
      'the job added again',
      async () => (await webhookQueue.getJob(jobId)) ?? undefined,
    );
    expect(again.opts.attempts).toBe(RETRY_DELAYS_MS.length);
    await eventually('the delivery succeeded', async () => {
      const [row] = await database.db.query<{ status: string }>(
        'select status from webhook_delivery where id = $1',
        [delivery.id],
      );
      return row.status === 'succeeded' ? true : undefined;
    });
    expect(receiver.received.map((hit) => hit.status)).toEqual([500, 200]);
    expect(receiver.received[1].at - receiver.received[0].at).toBeGreaterThanOrEqual(
      RETRY_DELAYS_MS[0] - 200,
    );
    expect(new Set(receiver.received.map((hit) => hit.webhookId))).toEqual(new Set([eventId]));

    // Once: a later wipe and several sweeps send nothing more.
    await testRedis.reset();
    await sleep(8 * SWEEP_MS);
    expect(receiver.received).toHaveLength(2);
  });
});

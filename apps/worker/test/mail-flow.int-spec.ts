import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import {
  approvalDecisionJobId,
  MAIL_JOB_OPTIONS,
  MAIL_JOBS,
  orderConfirmationJobId,
  QUEUES,
  type ApprovalDecisionMailJob,
  type OrderConfirmationMailJob,
} from '@shop/jobs';
import { approvalDecisionMailJob, orderConfirmationMailJob } from '@shop/jobs/testing';
import { mailFormatOf } from '@shop/mail';
import {
  claimTestRedis,
  freeTcpPort,
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
  type TestRedis,
} from '@shop/testing';
import type { MailOutcome } from '../src/processors/mail.processor';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(90_000);

const FROM = 'Shop <shop@localhost>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until found() gives a value; generous, since a loaded 2-core machine may be slow. */
async function eventually<T>(what: string, found: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

describe('mail job → worker → SMTP → mail catcher (real Redis, real BullMQ, maildev)', () => {
  let testRedis: TestRedis;
  let catcher: MailCatcher;
  let smtpPort: number;
  let worker: RunningWorker;
  let connections: Redis[];
  let queue: Queue<OrderConfirmationMailJob>;
  let queueEvents: QueueEvents;

  const mailOf = (orderNumber: string) =>
    eventually(`the mail of ${orderNumber}`, async () =>
      (await catcher.mails()).find((mail: CaughtMail) => mail.subject.endsWith(orderNumber)),
    );

  const enqueue = (data: OrderConfirmationMailJob, options: JobsOptions = {}) =>
    queue.add(MAIL_JOBS.orderConfirmation, data, {
      ...MAIL_JOB_OPTIONS,
      ...options,
      jobId: orderConfirmationJobId(data.mandantCode, data.order.orderNumber),
    });

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    smtpPort = await freeTcpPort();
    catcher = await startMailCatcher({ smtp: smtpPort });
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), undefined, {
      mail: { smtpUrl: catcher.smtpUrl, from: FROM },
    });
    connections = [0, 1].map(() => new Redis(testRedis.url, { maxRetriesPerRequest: null }));
    queue = new Queue<OrderConfirmationMailJob>(QUEUES.mail, { connection: connections[0] });
    queueEvents = new QueueEvents(QUEUES.mail, { connection: connections[1] });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    await queueEvents?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all((connections ?? []).map((c) => c.quit()));
    await catcher?.stop();
    await testRedis?.release();
  });

  it('sends the order confirmation to the contact, in the order’s language, with lines and total', async () => {
    const czech = orderConfirmationMailJob();
    const job = await enqueue(czech);
    const outcome = (await job.waitUntilFinished(queueEvents, 20_000)) as MailOutcome;
    expect(outcome).toMatchObject({ kind: 'sent', orderNumber: 'WS-100042' });

    const mail = await mailOf('WS-100042');
    expect(mail.to).toEqual([{ address: 'jana.novakova@firma.example', name: '' }]);
    expect(mail.from).toEqual([{ address: 'shop@localhost', name: 'Shop' }]);
    expect(mail.subject).toBe('Potvrzení objednávky WS-100042');
    const gross = mailFormatOf('cs-cz').money(czech.order.totals.gross);
    expect(mail.text).toContain('Čisticí prostředek na podlahy 5 l');
    expect(mail.text).toContain(`Celkem k úhradě: ${gross}`);
    expect(mail.html).toContain('Papírové ručníky skládané');
    expect(mail.html).toContain(gross);
  });

  it('keeps Cyrillic intact through SMTP', async () => {
    const [line] = orderConfirmationMailJob().order.lines;
    const bulgarian = orderConfirmationMailJob({
      to: 'maria.ivanova@firma.example',
      locale: 'bg-bg',
      mandantCode: '57HHBG',
      order: { orderNumber: 'WS-100043', lines: [{ ...line, name: 'Почистващ препарат за подове' }] },
    });
    await (await enqueue(bulgarian)).waitUntilFinished(queueEvents, 20_000);
    const mail = await mailOf('WS-100043');
    expect(mail.subject).toBe('Потвърждение за поръчка WS-100043');
    expect(mail.text).toContain('Почистващ препарат за подове');
    expect(mail.to[0].address).toBe('maria.ivanova@firma.example');
  });

  it('tells a requester the decision on its cart, with the reason (decision 0070)', async () => {
    const declined = approvalDecisionMailJob({
      to: 'anna.berger@hotel.example',
      locale: 'de-at',
      mandantCode: '20HHAT',
      decision: { cartId: 'cart-d1', decision: 'declined', orderNumber: null, comment: 'Nicht im Budget' },
    });
    const decisions = queue as unknown as Queue<ApprovalDecisionMailJob>;
    const job = await decisions.add(MAIL_JOBS.approvalDecision, declined, {
      ...MAIL_JOB_OPTIONS,
      jobId: approvalDecisionJobId('20HHAT', 'cart-d1'),
    });
    expect(await job.waitUntilFinished(queueEvents, 20_000)).toMatchObject({
      kind: 'sent',
      cartId: 'cart-d1',
    });
    const mail = await eventually('the decision mail', async () =>
      (await catcher.mails()).find(
        (caught: CaughtMail) => caught.subject === 'Ihr Warenkorb wurde abgelehnt',
      ),
    );
    expect(mail.to[0].address).toBe('anna.berger@hotel.example');
    expect(mail.text).toContain('Begründung:\nNicht im Budget');
  });

  it('does not retry a malformed job, and sends nothing for it', async () => {
    const malformed = orderConfirmationMailJob({ to: 'nobody', order: { orderNumber: 'WS-100044' } });
    const job = await enqueue(malformed);
    await expect(job.waitUntilFinished(queueEvents, 20_000)).rejects.toThrow('to must be an e-mail address');
    const failed = await queue.getJob(job.id!);
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(1);
    expect((await catcher.mails()).some((mail) => mail.subject.endsWith('WS-100044'))).toBe(false);
  });

  it('retries while the mail server is away and sends the mail once it is back', async () => {
    await catcher.stop();
    const job = await enqueue(orderConfirmationMailJob({ order: { orderNumber: 'WS-100045' } }), {
      backoff: { type: 'fixed', delay: 500 },
    });
    await eventually('a failed attempt', async () =>
      ((await queue.getJob(job.id!))?.attemptsMade ?? 0) >= 1 ? true : undefined,
    );
    catcher = await startMailCatcher({ smtp: smtpPort });
    const outcome = (await job.waitUntilFinished(queueEvents, 30_000)) as MailOutcome;
    expect(outcome.orderNumber).toBe('WS-100045');
    expect((await mailOf('WS-100045')).to[0].address).toBe('jana.novakova@firma.example');
    expect((await queue.getJob(job.id!))?.attemptsMade).toBeGreaterThan(1);
  });
});

import type { Job, JobsOptions } from 'bullmq';
import { Webhook } from 'standardwebhooks';
import type { WebhookDispatchPort } from '@shop/commerce';
import {
  InvalidJobError,
  MAIL_JOB_OPTIONS,
  MAIL_JOBS,
  validateWebhookDeliveryJob,
  webhookDisabledMailJobId,
  type WebhookDeliveryJob,
  type WebhookDisabledMailJob,
} from '@shop/jobs';
import { buildPath, customerLocaleOf, isMandantCode } from '@shop/locales';
import type { WebhookSend } from '../webhook-sender';

export interface WebhookDeps {
  dispatch: Pick<WebhookDispatchPort, 'claimDelivery' | 'recordAttempt' | 'disableFailing'>;
  send: WebhookSend;
  /** How long an attempt may take (the sender's deadline); the claim is held a little longer. */
  timeoutMs: number;
  mails: { add(name: string, data: WebhookDisabledMailJob, opts: JobsOptions): Promise<unknown> };
  /** The shop's origin the mail links to (PUBLIC_URL). */
  publicUrl: string;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export type WebhookOutcome =
  | { kind: 'delivered'; deliveryId: string; attempt: number; statusCode: number }
  | { kind: 'skipped'; deliveryId: string; reason: string };

/** A failed attempt: BullMQ retries the job after the schedule's wait (WEBHOOK_RETRY_DELAYS_MS). */
export class WebhookAttemptFailedError extends Error {
  override readonly name = 'WebhookAttemptFailedError';
}

/** What the receiver's answer or the failure is, in a short text kept with the attempt. */
const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The processor of QUEUES.webhooks (decision 0137): claims the delivery (so a second worker, a stalled
 * job run again or a retry never sends what a receiver acknowledged), signs the event with the
 * subscription's secret (Standard Webhooks: webhook-id is the event id, the same on every attempt and
 * replay), POSTs it, records the attempt and fails the job for a retry unless the receiver answered
 * 2xx. The last failed attempt disables the subscription and mails the customer's administrators.
 */
export async function processWebhookDelivery(
  job: Pick<Job<WebhookDeliveryJob>, 'data' | 'attemptsMade' | 'opts'>,
  deps: WebhookDeps,
): Promise<WebhookOutcome> {
  let deliveryId: string;
  try {
    deliveryId = validateWebhookDeliveryJob(job.data).deliveryId;
  } catch (error) {
    throw new InvalidJobError(failureText(error));
  }
  const claim = await claimOnceCommitted(deliveryId, deps);
  switch (claim.kind) {
    case 'unknown':
      // The relay's transaction failed after adding the job: a later run makes the delivery.
      throw new WebhookAttemptFailedError('delivery not found (yet)');
    case 'busy':
      throw new WebhookAttemptFailedError('another attempt of this delivery is under way');
    case 'done':
      return { kind: 'skipped', deliveryId, reason: claim.status.toLowerCase() };
    case 'cancelled':
      return { kind: 'skipped', deliveryId, reason: 'subscription disabled or deleted' };
  }
  const { delivery } = claim;
  const now = deps.now ?? (() => new Date());
  const body = JSON.stringify(delivery.body);
  const sentAt = now();
  const signature = new Webhook(delivery.secret).sign(delivery.eventId, sentAt, body);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = (
      await deps.send({
        url: delivery.url,
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'shop-webhooks/1',
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
      })
    ).statusCode;
    if (statusCode < 200 || statusCode > 299) error = `answered ${statusCode}`;
  } catch (failure) {
    error = failureText(failure);
  }
  const succeeded = error === null;
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  await deps.dispatch.recordAttempt(
    deliveryId,
    delivery.attempt,
    { startedAt: sentAt, durationMs: performance.now() - started, statusCode, succeeded, error },
    lastAttempt,
  );
  if (succeeded) return { kind: 'delivered', deliveryId, attempt: delivery.attempt, statusCode: statusCode! };
  if (lastAttempt) await disableAndTell(delivery.subscriptionId, deps, now());
  throw new WebhookAttemptFailedError(error!);
}

/** How long a job waits for the relay's commit of its delivery, and how often it looks. */
const COMMIT_WAIT_MS = 2000;
const COMMIT_POLL_MS = 25;

/**
 * Claims the delivery; the relay adds a job just before it commits the delivery (decision 0137), so a
 * worker that takes the job at once may look before the commit: it looks again for a short while
 * instead of failing the attempt (which would wait the first retry, 5 s).
 */
async function claimOnceCommitted(deliveryId: string, deps: WebhookDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const lockMs = deps.timeoutMs + 15_000;
  let claim = await deps.dispatch.claimDelivery(deliveryId, lockMs);
  for (let waited = 0; claim.kind === 'unknown' && waited < COMMIT_WAIT_MS; waited += COMMIT_POLL_MS) {
    await sleep(COMMIT_POLL_MS);
    claim = await deps.dispatch.claimDelivery(deliveryId, lockMs);
  }
  return claim;
}

/** Disables a subscription whose delivery failed for 24 hours and mails each administrator once. */
async function disableAndTell(subscriptionId: string, deps: WebhookDeps, now: Date): Promise<void> {
  const disabled = await deps.dispatch.disableFailing(subscriptionId);
  if (!disabled || !isMandantCode(disabled.mandantCode)) return;
  const mandantCode = disabled.mandantCode;
  for (const recipient of disabled.recipients) {
    const locale = customerLocaleOf(mandantCode, recipient.language);
    await deps.mails.add(
      MAIL_JOBS.webhookDisabled,
      {
        to: recipient.email,
        locale,
        mandantCode,
        webhook: {
          customerName: disabled.customerName,
          clientName: disabled.clientName,
          url: disabled.url,
          disabledAt: now.toISOString(),
          companyUrl: `${deps.publicUrl}${buildPath('account-company-data', locale)}`,
        },
      },
      { ...MAIL_JOB_OPTIONS, jobId: webhookDisabledMailJobId(subscriptionId, now, recipient.email) },
    );
  }
}

import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { WebhookDispatchPort } from '@shop/commerce';
import {
  WEBHOOK_DELIVERY_JOB,
  webhookDeliveryJobId,
  webhookDeliveryJobOptions,
  type WebhookDeliveryJob,
} from '@shop/jobs';

/** Events one relay transaction takes; a longer backlog is taken in further runs at once. */
const RELAY_BATCH = 100;

/** How often the relay looks for committed events (WEBHOOKS_RELAY_POLL_MS; decision 0137). */
export const WEBHOOK_RELAY_POLL_MS = 200;

export interface WebhookRelay {
  /** Runs once now (tests); resolves with the events taken. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The outbox relay (decision 0137): every `pollMs` it moves committed webhook events to delivery jobs
 * on QUEUES.webhooks, one per event and matching subscription, until none is left. Several worker
 * processes relay at once without sending anything twice: each takes other events (`skip locked`) and a
 * job id is its delivery's. A failed run (database or Redis away) is logged once and tried again at
 * the next tick.
 */
export function startWebhookRelay(
  dispatch: Pick<WebhookDispatchPort, 'relayPending'>,
  queue: Pick<Queue<WebhookDeliveryJob>, 'addBulk'>,
  logger: Logger,
  pollMs: number = WEBHOOK_RELAY_POLL_MS,
  attempts?: number,
): WebhookRelay {
  const enqueue = async (deliveryIds: string[]) => {
    await queue.addBulk(
      deliveryIds.map((deliveryId) => ({
        name: WEBHOOK_DELIVERY_JOB,
        data: { deliveryId },
        opts: webhookDeliveryJobOptions(webhookDeliveryJobId(deliveryId), attempts),
      })),
    );
  };
  let running: Promise<number> | null = null;
  let failing = false;
  let stopped = false;
  const drain = async () => {
    let total = 0;
    for (;;) {
      const taken = await dispatch.relayPending(RELAY_BATCH, enqueue);
      total += taken;
      if (taken < RELAY_BATCH || stopped) return total;
    }
  };
  const runOnce = () => {
    running ??= drain()
      .then((taken) => {
        if (failing) logger.info('webhook relay works again');
        failing = false;
        return taken;
      })
      .catch((error: unknown) => {
        if (!failing) logger.warn({ err: error }, 'webhook relay failed; it tries again');
        failing = true;
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

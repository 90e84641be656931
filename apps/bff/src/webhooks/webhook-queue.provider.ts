import { QUEUES } from '@shop/jobs';
import { producerQueueProvider } from '../infra/producer-queue';

/** The webhooks queue the BFF adds replays to; the worker's relay adds the first attempts (decision 0137). */
export const WEBHOOK_QUEUE = Symbol('WEBHOOK_QUEUE');

export const webhookQueueProvider = producerQueueProvider(WEBHOOK_QUEUE, QUEUES.webhooks);

import { QUEUES } from '@shop/jobs';
import { producerQueueProvider } from '../infra/producer-queue';

/** The prices queue the console's price refresh enqueues on (as the ops CLI does); the worker runs it. */
export const PRICES_QUEUE = Symbol('PRICES_QUEUE');

export const pricesQueueProvider = producerQueueProvider(PRICES_QUEUE, QUEUES.prices);

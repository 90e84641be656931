import { QUEUES } from '@shop/jobs';
import { producerQueueProvider } from '../infra/producer-queue';

/** The documents queue the BFF enqueues on; the worker renders (decision 0057). */
export const DOCUMENTS_QUEUE = Symbol('DOCUMENTS_QUEUE');

export const documentsQueueProvider = producerQueueProvider(DOCUMENTS_QUEUE, QUEUES.documents);

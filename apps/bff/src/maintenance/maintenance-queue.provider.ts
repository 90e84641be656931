import { QUEUES } from '@shop/jobs';
import { producerQueueProvider } from '../infra/producer-queue';

/** The maintenance queue the ops route enqueues on; the worker processes it (the BFF never writes state). */
export const MAINTENANCE_QUEUE = Symbol('MAINTENANCE_QUEUE');

export const maintenanceQueueProvider = producerQueueProvider(MAINTENANCE_QUEUE, QUEUES.maintenance);

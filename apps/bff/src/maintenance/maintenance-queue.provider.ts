import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { QUEUES, type MaintenanceJob } from '@shop/jobs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The maintenance queue the ops route enqueues on; the worker processes it (the BFF never writes state). */
export const MAINTENANCE_QUEUE = Symbol('MAINTENANCE_QUEUE');

export const maintenanceQueueProvider: Provider = {
  provide: MAINTENANCE_QUEUE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    new Queue<MaintenanceJob>(QUEUES.maintenance, {
      // A connection of its own: BullMQ needs no offline retries limit for a producer, and closing the
      // queue must not close the shared REDIS client.
      connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false }),
    }),
};

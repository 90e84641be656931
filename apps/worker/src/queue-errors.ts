import type { Logger } from 'pino';
import { isRedisConnectionError } from '@shop/redis';

interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Logs the errors a BullMQ queue or worker emits, except those that only say Redis is away: each
 * connection logs one line per outage itself (@shop/redis), and BullMQ would repeat the error for
 * every failed reconnect. A BullMQ object without an error listener prints each as a stack trace.
 */
export function logQueueErrors(emitter: ErrorEmitter, queue: string, logger: Logger): void {
  emitter.on('error', (error) => {
    if (isRedisConnectionError(error)) return;
    logger.error({ queue, err: error }, 'queue error');
  });
}

import { loadWorkerConfig } from './config';
import { createHealthServer } from './health';
import { createLogger } from './logger';
import { startWorkers } from './worker';

/** The worker process: BullMQ processors plus a health endpoint; no other HTTP. */
function main(): void {
  const config = loadWorkerConfig();
  const logger = createLogger(config.logLevel);
  const running = startWorkers(config.redisUrl, logger);

  const health = createHealthServer(running.redis);
  health.listen(config.healthPort, '127.0.0.1', () =>
    logger.info({ port: config.healthPort }, 'worker ready'),
  );

  const stop = async () => {
    logger.info('worker stopping');
    health.close();
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

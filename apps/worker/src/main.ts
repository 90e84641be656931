import { withDeadline } from '@shop/redis';
import { ConfigError, loadWorkerConfig } from './config';
import { createHealthServer } from './health';
import { createLogger } from './logger';
import { WorkerMetrics } from './metrics';
import { startCheckedWorkers } from './worker';

/**
 * The worker process: BullMQ processors plus a health endpoint; no other HTTP. A malformed variable,
 * or Redis or the database not answering within 10 s, stops the start with one line on stderr that
 * names the variable, and exit code 1.
 */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = createLogger(config.logLevel);
  const metrics = new WorkerMetrics(config.metrics);
  const running = await startCheckedWorkers(config.redisUrl, logger, config.databaseUrl, {
    mail: config.smtpUrl ? { smtpUrl: config.smtpUrl, from: config.mailFrom } : undefined,
    publicUrl: config.publicUrl,
    metrics,
    webhooks: config.webhooks,
  });

  const health = createHealthServer(running.redis, metrics);
  await new Promise<void>((resolve, reject) => {
    health.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ConfigError(
          `Configuration error: WORKER_HEALTH_PORT ${config.healthPort} cannot be used (${error.code ?? error.message})`,
        ),
      ),
    );
    health.listen(config.healthPort, config.healthHost, resolve);
  }).catch(async (error: unknown) => {
    await withDeadline(running.close(), 5000, 'closing').catch(() => undefined);
    throw error;
  });
  logger.info({ port: config.healthPort }, 'worker ready');

  const stop = async () => {
    logger.info('worker stopping');
    health.close();
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `worker failed to start: ${(error as Error).message}`,
  );
  process.exit(1);
});

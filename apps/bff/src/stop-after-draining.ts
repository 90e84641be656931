import type { INestApplication } from '@nestjs/common';
import { Draining } from './health/draining';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Stops the BFF on SIGTERM or SIGINT (docs/decisions/0144-a-local-cluster.md): readiness answers
 * "draining" at once, requests are still served for `drainMs` (a load balancer checking every second
 * has taken the BFF out by then), then the application closes (event streams ended, running requests
 * finished, connections closed) and the process ends by the same signal, as Nest's own shutdown hooks
 * would. A second signal meanwhile changes nothing.
 */
export function stopAfterDraining(
  app: INestApplication,
  drainMs: number,
  log: (message: string) => void,
): void {
  let stopping = false;
  const stop = async (signal: (typeof SIGNALS)[number]) => {
    if (stopping) return;
    stopping = true;
    app.get(Draining).start();
    if (drainMs > 0) {
      log(`${signal}: draining for ${drainMs} ms before stopping`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    try {
      await app.close();
    } finally {
      for (const name of SIGNALS) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    }
  };
  for (const signal of SIGNALS) process.on(signal, () => void stop(signal));
}

import type { Logger } from 'pino';

/**
 * Runs `check` now and then every `everyMs`, never two at once (a slow check skips a turn instead of
 * piling up). A failure (Redis or the database away) is logged once per outage, as `failureMessage`,
 * and the check is simply tried again at its next turn. The timer does not keep the process alive.
 */
export function repeatCheck(
  check: () => Promise<void>,
  options: { everyMs: number; logger: Logger; failureMessage: string },
): { stop(): void } {
  let running = false;
  let failing = false;
  const turn = async () => {
    if (running) return;
    running = true;
    try {
      await check();
      failing = false;
    } catch (error) {
      if (!failing) options.logger.warn({ err: error }, options.failureMessage);
      failing = true;
    } finally {
      running = false;
    }
  };
  void turn();
  const timer = setInterval(() => void turn(), options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

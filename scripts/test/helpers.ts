import { join } from 'node:path';

export const FAKE_APP = join(__dirname, 'fixtures/fake-app.cjs');
/** The embedded database (PGlite over the wire protocol) as serve-embedded.js serves it. */
export const EMBEDDED_DB = join(__dirname, 'fixtures/embedded-db.cjs');

/** A port nothing listens on right now (the launcher's own helper). */
export async function freePort(): Promise<number> {
  const net = await import('../lib/net.mjs');
  return net.freePort();
}

/** Collects what the supervisor writes, line by line. */
export class Sink {
  lines: string[] = [];
  write(text: string) {
    this.lines.push(...text.split('\n').filter((l) => l !== ''));
    return true;
  }
}

export function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until check() holds; fails after timeoutMs (a bound against hangs, not a speed check). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

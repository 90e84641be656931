import { join } from 'node:path';

export const FAKE_APP = join(__dirname, 'fixtures/fake-app.cjs');

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

import { createServer } from 'node:net';
import { join } from 'node:path';

export const FAKE_APP = join(__dirname, 'fixtures/fake-app.cjs');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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

import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * True when something accepts a TCP connection at host:port within timeoutMs.
 * @param {string} host
 * @param {number} port
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function tcpAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The ports of the list that something already listens on (checked on 127.0.0.1).
 * @param {{ name: string, port: number }[]} ports
 */
export async function busyPorts(ports) {
  const answers = await Promise.all(ports.map((p) => tcpAnswers('127.0.0.1', p.port, 500)));
  return ports.filter((_, i) => answers[i]);
}

/**
 * Status of GET url, or null when nothing answers.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function httpStatus(url, timeoutMs = 2000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    return res.status;
  } catch {
    return null;
  }
}

/**
 * Polls until check() returns true. Rejects with the error of giveUp() when it returns one (checked
 * each round, e.g. "the process exited") or after timeoutMs.
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs: number, intervalMs?: number, what: string, giveUp?: () => Error | null }} options
 */
export async function waitUntil(check, { timeoutMs, intervalMs = 250, what, giveUp }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = giveUp?.();
    if (reason) throw reason;
    if (await check()) return;
    if (Date.now() >= deadline) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

/**
 * A TCP port nothing listens on right now (the system picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
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

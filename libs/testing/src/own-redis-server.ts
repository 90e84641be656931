import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A redis-server of one test's own, for tests that pause, kill or restart Redis (faults never touch
 * the shared test server). Same port across restarts, so clients reconnect to it.
 */
export interface OwnRedisServer {
  url: string;
  port: number;
  /** SIGSTOP: the connections stay open and nothing answers (an overloaded or frozen Redis). */
  pause(): void;
  /** SIGCONT after pause. */
  resume(): void;
  /** SIGKILL, and waits until the process is gone: connections are refused from then on. */
  kill(): Promise<void>;
  /** Starts it again on the same port (after kill) and waits until it answers. */
  start(): Promise<void>;
  /** Kills it (resuming first if paused) and removes its files. */
  stop(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts a redis-server on a free port; `extraArgs` e.g. `['--appendonly', 'yes']`. */
export async function startOwnRedisServer(extraArgs: string[] = []): Promise<OwnRedisServer> {
  const port = await freeTcpPort();
  const dir = mkdtempSync(join(tmpdir(), 'shop-redis-'));
  let child: ChildProcess | null = null;
  let paused = false;

  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir, ...extraArgs],
      { stdio: 'ignore' },
    );
    const started = child;
    const deadline = Date.now() + 15_000;
    while (!(await answers(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server on ${port} exited (${started.exitCode})`);
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    if (paused) running.kill('SIGCONT');
    paused = false;
    await gone;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause() {
      child?.kill('SIGSTOP');
      paused = true;
    },
    resume() {
      child?.kill('SIGCONT');
      paused = false;
    },
    kill,
    start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

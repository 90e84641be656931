import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * PGlite loads Node built-ins with dynamic import(), which Jest's VM sandbox refuses without
 * --experimental-vm-modules. Tests therefore serve PGlite from a child Node process, exactly as the
 * launcher does: one process owns the data folder, the test connects with `pg`.
 */
const CHILD_SCRIPT = `
const fs = require('node:fs');
const [modulePath, dataDir, port] = process.argv.slice(1);
if (modulePath.endsWith('.ts')) {
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}
const { startEmbeddedPostgres } = require(modulePath);
startEmbeddedPostgres({ dataDir, port: Number(port), host: '127.0.0.1' }).then(
  (server) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      server.stop().then(() => process.exit(0), () => process.exit(1));
    };
    process.on('SIGTERM', stop);
    process.on('disconnect', stop);
    process.send({ ready: true, url: server.url });
  },
  (error) => {
    process.send({ ready: false, error: String(error && error.stack || error) });
    process.exit(1);
  },
);
`;

export interface PgliteProcess {
  url: string;
  stop(): Promise<void>;
}

export function spawnPgliteServer(dataDir: string, port: number, timeoutMs = 60_000): Promise<PgliteProcess> {
  const extension = __filename.endsWith('.ts') ? '.ts' : '.js';
  const modulePath = join(__dirname, '..', `embedded-postgres${extension}`);
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', CHILD_SCRIPT, modulePath, dataDir, String(port)],
    {
      cwd: __dirname,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PGlite server did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PGlite server exited with code ${code} before it was ready`));
    });
    child.once('message', (message: { ready: boolean; url?: string; error?: string }) => {
      clearTimeout(timer);
      if (!message.ready || !message.url) {
        reject(new Error(`PGlite server failed: ${message.error}`));
        return;
      }
      resolve({
        url: message.url,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

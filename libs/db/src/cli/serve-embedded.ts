import { resolve } from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres';

function log(fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ ...fields, time: new Date().toISOString() }));
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const rawPort = process.env.PGLITE_PORT ?? '5488';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PGLITE_PORT must be a port number, got "${rawPort}"`);
  const server = await startEmbeddedPostgres({ dataDir, port, host: '127.0.0.1' });
  log({ msg: 'embedded postgres ready', url: server.url, dataDir });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ msg: 'embedded postgres stopping', signal });
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(
          `embedded postgres stop failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`embedded postgres failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

import { ConfigError, loadConfig } from './config';
import { createIdpServer, DependencyError } from './idp-server';
import { createLogger } from './logger';

/** How long the start-up waits for the account database and Redis before it gives up with one line. */
const STARTUP_WAIT_MS = 10_000;

/** A start-up failure that main reports as one line on stderr (exit code 1). */
class StartError extends Error {}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartError(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const idp = createIdpServer(config, logger);
  const address = await idp
    .reachDependencies(STARTUP_WAIT_MS)
    .then(() => idp.listen())
    .catch(async (error: NodeJS.ErrnoException) => {
      await idp.close().catch(() => undefined);
      if (error instanceof DependencyError) throw new StartError(`Configuration error: ${error.message}`);
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES')
        throw new StartError(`Configuration error: IDP_PORT ${config.port} cannot be used (${error.code})`);
      throw error;
    });
  logger.info(
    { port: address.port, issuer: config.issuer, clientId: config.clientId, redirectUri: config.redirectUri },
    'OpenID provider listening',
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof StartError) console.error(error.message);
  else createLogger('info').fatal({ err: error }, 'IdP failed to start');
  process.exit(1);
});

import { ConfigError, loadConfig, type IdpConfig } from './config';
import { createIdpServer } from './idp-server';
import { createLogger } from './logger';

function readConfig(): IdpConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      createLogger('info').fatal({ problems: error.problems }, error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const idp = createIdpServer(config, logger);
  const address = await idp.listen();
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
  createLogger('info').fatal({ err: error }, 'IdP failed to start');
  process.exit(1);
});

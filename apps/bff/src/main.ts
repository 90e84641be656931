import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { listen } from './listen';
import { stopAfterDraining } from './stop-after-draining';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  stopAfterDraining(app, config.SHUTDOWN_DRAIN_MS, (message) => new Logger('Shutdown').log(message));
  await listen(app, config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { listen } from './listen';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await listen(app, config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

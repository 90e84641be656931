// `npm run seed -- [--reset] [--scale N]`: migrates and seeds the database of DATABASE_URL, or the
// embedded one in DATA_DIR (served for the duration, or the one a running `npm start` serves).
import { seedArgs } from './lib/args.mjs';
import { ensureDatabase, runSeed } from './lib/db.mjs';
import { withDefaults } from './lib/env.mjs';
import { say } from './lib/log.mjs';
import { prepareWorkspace, repoRoot, runMain } from './lib/main.mjs';
import { Supervisor } from './lib/supervise.mjs';
import { build, prepareDataDir } from './lib/system.mjs';

const root = repoRoot(import.meta.url);
const supervisor = new Supervisor();

runMain(
  async () => {
    const args = seedArgs(process.argv.slice(2), process.env);
    const env = withDefaults(process.env);
    await prepareWorkspace(root);
    await build(root);
    const baseEnv = { ...env, DATA_DIR: prepareDataDir(root, env) };
    try {
      const db = await ensureDatabase({ root, env: baseEnv, supervisor, reuseRunning: true });
      await runSeed({ root, env: { ...baseEnv, DATABASE_URL: db.url }, supervisor, args });
      say('Seed done.');
    } finally {
      await supervisor.stopAll();
    }
    return 0;
  },
  () => supervisor.stopAll(),
);

// `npm run ops -- maintenance on|off <MANDANT> [--from ISO] [--until ISO]`: builds the worker when needed and runs
// its ops CLI with the shop's configuration. The CLI talks to the running worker through Redis.
import { withDefaults } from './lib/env.mjs';
import { UserError } from './lib/log.mjs';
import { prepareWorkspace, repoRoot, runMain } from './lib/main.mjs';
import { runCommand, runNx } from './lib/run.mjs';

const OPS_CLI = 'dist/apps/worker/src/cli/ops.js';
const root = repoRoot(import.meta.url);

runMain(
  async () => {
    await prepareWorkspace(root);
    const built = await runNx(root, ['run', 'worker:build', '--outputStyle=static'], {
      capture: true,
      quiet: true,
    });
    if (built.code !== 0) throw new UserError(`Building the worker failed:\n${built.output.trim()}`);
    const { code } = await runCommand(process.execPath, [OPS_CLI, ...process.argv.slice(2)], {
      cwd: root,
      env: withDefaults(process.env),
    });
    return code ?? 1;
  },
  async () => undefined,
);

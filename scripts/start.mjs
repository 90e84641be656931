// `npm start [-- --reset] [-- --scale N]`: installs what is missing, builds, starts Redis (when none
// answers), the database, the mail catcher (unless SMTP_URL), idp, bff (API and built web app on the
// shop's origin) and worker, restarts one that dies, and stops them all on Ctrl-C.
import { seedArgs } from './lib/args.mjs';
import { EMBEDDED_REFUSES } from './lib/cluster.mjs';
import { withDefaults } from './lib/env.mjs';
import { startedLines } from './lib/logins.mjs';
import { UserError, formatDuration, paint, say } from './lib/log.mjs';
import { prepareWorkspace, repoRoot, runMain } from './lib/main.mjs';
import { ensureOpsToken } from './lib/ops-token.mjs';
import { Supervisor } from './lib/supervise.mjs';
import { build, prepareDataDir, startSystem } from './lib/system.mjs';

const root = repoRoot(import.meta.url);
const startedAt = Date.now();
const supervisor = new Supervisor();
let stopping = false;

// A child that dies after it was ready is restarted by the supervisor with backoff (one line per crash
// and per restart); one that fails before it was ready the first time fails startSystem, and runMain
// prints why. Nothing stops the whole shop but Ctrl-C.

runMain(
  async ({ signalled }) => {
    const argv = process.argv.slice(2);
    if (argv.some((arg) => /^--(replicas|bffs|workers)(=|$)/.test(arg)))
      throw new UserError(EMBEDDED_REFUSES);
    const args = seedArgs(argv, process.env);
    const env = withDefaults(process.env);
    await prepareWorkspace(root);
    await build(root);
    if (signalled()) return;
    // The ops routes' credential: OPS_TOKEN, or one generated once into the data folder (never printed).
    const opsToken = ensureOpsToken(prepareDataDir(root, env), env);
    env.OPS_TOKEN = opsToken.token;
    const system = await startSystem({ root, env, seedArgs: args, supervisor });
    const lines = [
      '',
      `${paint('green', 'The shop is running')} (started in ${formatDuration(Date.now() - startedAt)})`,
      `  Shop:  ${paint('bold', `${env.PUBLIC_URL.replace(/\/$/, '')}/de-at`)}`,
      `  IdP:   ${env.OIDC_ISSUER}`,
      `  Mail:  ${system.mailInboxUrl ? `${paint('bold', system.mailInboxUrl)} (inbox of every mail the shop sends)` : `sent through SMTP_URL`}`,
      `  Data:  ${system.env.DATA_DIR}${env.DATABASE_URL ? '' : ' (embedded database)'}`,
      `  Ops:   ${opsToken.file ? `token in ${opsToken.file}` : 'token from OPS_TOKEN'} (Authorization: Bearer …, POST /api/ops/maintenance)`,
      ...startedLines(root, env),
    ];
    process.stdout.write(lines.join('\n') + '\n');
  },
  async (signal) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping.`);
    await supervisor.stopAll();
  },
);

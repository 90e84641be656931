// `npm run start:cluster [-- --bffs N] [-- --workers M] [-- --reset] [-- --scale N]`: the shop as a cluster
// on this machine (docs/decisions/0144-a-local-cluster.md): N BFFs (default 2) and M workers (default 2)
// behind HAProxy, on PostgreSQL (DATABASE_URL, or a local server from Debian's package) and one Redis
// with append-only persistence, plus the mail catcher and the development IdP. Installs what is missing,
// builds, restarts a process that dies, and stops everything on Ctrl-C (each BFF drains first).
import { seedArgs } from './lib/args.mjs';
import { clusterArgs, startCluster } from './lib/cluster.mjs';
import { withDefaults } from './lib/env.mjs';
import { startedLines } from './lib/logins.mjs';
import { formatDuration, paint, say } from './lib/log.mjs';
import { prepareWorkspace, repoRoot, runMain } from './lib/main.mjs';
import { ensureOpsToken } from './lib/ops-token.mjs';
import { Supervisor } from './lib/supervise.mjs';
import { build, prepareDataDir } from './lib/system.mjs';

const root = repoRoot(import.meta.url);
const startedAt = Date.now();
const supervisor = new Supervisor();
let stopping = false;

runMain(
  async ({ signalled }) => {
    const { bffs, workers, rest } = clusterArgs(process.argv.slice(2));
    const args = seedArgs(rest, process.env);
    // Its own data folder: the single-node shop's embedded database stays as it is. startCluster applies
    // the defaults itself (an unset SHUTDOWN_DRAIN_MS becomes the cluster's, not the single BFF's 0).
    const given = { ...process.env, DATA_DIR: process.env.DATA_DIR || '.data/cluster' };
    const env = withDefaults(given);
    await prepareWorkspace(root);
    await build(root);
    if (signalled()) return;
    const opsToken = ensureOpsToken(prepareDataDir(root, env), env);
    const cluster = await startCluster({
      root,
      env: { ...given, OPS_TOKEN: opsToken.token },
      bffs,
      workers,
      seedArgs: args,
      supervisor,
      redisGiven: Boolean(process.env.REDIS_URL),
    });
    const lines = [
      '',
      `${paint('green', 'The shop is running as a cluster')} (started in ${formatDuration(Date.now() - startedAt)})`,
      `  Shop:     ${paint('bold', `${env.PUBLIC_URL.replace(/\/$/, '')}/de-at`)} (HAProxy)`,
      `  BFFs:     ${cluster.bffs.map((bff) => `${bff.name} ${bff.url}`).join(', ')}`,
      `  Workers:  ${cluster.workers.map((worker) => `${worker.name} ${worker.healthUrl}`).join(', ')}`,
      `  HAProxy:  ${cluster.statsUrl} (statistics: which BFF is up, draining or down)`,
      `  Database: ${cluster.env.DATABASE_URL}`,
      `  Redis:    ${cluster.env.REDIS_URL} (append-only file)`,
      `  IdP:      ${env.OIDC_ISSUER}`,
      `  Mail:     ${cluster.mailInboxUrl ?? 'sent through SMTP_URL'}`,
      `  Ops:      ${opsToken.file ? `token in ${opsToken.file}` : 'token from OPS_TOKEN'}`,
      ...startedLines(root, env),
    ];
    process.stdout.write(lines.join('\n') + '\n');
  },
  async (signal) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the cluster.`);
    await supervisor.stopAll();
  },
);

// `npm test`: set-up, lint + typecheck, the schema change check (breaking changes need a decision
// record, every change is in docs/schema-changelog.md), unit and integration tests of every project,
// the PostgreSQL variants as a step of their own, build, the first-load budget of the web app, the
// fault suite (the built shop as real processes, with Redis, the database, the BFF and the worker
// paused or killed, and bad configurations), the cluster suite (two BFFs and two workers behind HAProxy
// on PostgreSQL, a node lost in each case), and the Playwright end-to-end tests against the whole system started with a fresh
// data folder, then the integrator example client (examples/integrator-client) against the same
// system. Ends with a summary table and the line `N passed, N failed, N skipped`; exits 1 when
// anything failed.
//
// It runs as on a fresh machine: a Redis server of its own on a free port (the machine's Redis and the
// shop's REDIS_URL are never touched), the embedded database (DATABASE_URL is ignored), and the shop
// for the browser tests on free ports. TEST_REDIS_URL uses that Redis server instead (the tests take
// only empty databases there, or only the one it names); TEST_DATABASE_URL_PG names the PostgreSQL
// for the PostgreSQL step (default 127.0.0.1:5432, run when it answers; TEST_REQUIRE_POSTGRES=1 makes
// its absence a failure).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePoppler } from './lib/poppler.mjs';
import { ensureHaproxy } from './lib/haproxy.mjs';
import { ensurePostgresPackage } from './lib/postgres-server.mjs';
import { ensureKubectl } from './lib/k8s-manifests.mjs';
import { parseDatabaseUrl, parseRedisUrl, withDefaults } from './lib/env.mjs';
import { UserError, describeError, paint, say, warn } from './lib/log.mjs';
import { prepareWorkspace, repoRoot, runMain } from './lib/main.mjs';
import { freePort, tcpAnswers } from './lib/net.mjs';
import { claimRedisDatabase, pingRedis, redisCommands, startRedisServer } from './lib/redis.mjs';
import {
  jestCounts,
  jestFailures,
  parseNxFailedTasks,
  playwrightCounts,
  playwrightFailures,
  readJson,
  summaryLines,
} from './lib/results.mjs';
import { binPath, runCommand, runNx } from './lib/run.mjs';
import { Supervisor } from './lib/supervise.mjs';
import { POSTGRES_VARIANT_MARK, postgresVariantSpecs } from './lib/test-plan.mjs';
import { runIntegratorExample } from './lib/integrator-example.mjs';
import { checkFirstLoadBudgets } from './lib/first-load.mjs';
import { build, isolatedSystemEnv, prepareDataDir, startSystem, stoppedChildren } from './lib/system.mjs';

const root = repoRoot(import.meta.url);
const RESULTS_DIR = join(root, 'dist/test-results');
const E2E_CONFIG = 'e2e/playwright.config.ts';
const FAULTS_CONFIG = 'scripts/faults/jest.config.cjs';
const CLUSTER_CONFIG = 'scripts/cluster/jest.config.cjs';
const TEST_DATA_DIR = '.data/test';
const E2E_DATA_DIR = '.data/e2e';
/** Databases of the test run's own Redis: integration spec files claim one each while they run. */
const PRIVATE_REDIS_DATABASES = 64;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const services = new Supervisor();
/** @type {Supervisor | null} */
let e2eSystem = null;

/** @type {import('./lib/results.mjs').StepResult[]} */
const steps = [];

/**
 * Runs one step and records its counts and duration; an exception counts as one failure.
 * @param {string} name
 * @param {(result: import('./lib/results.mjs').StepResult) => Promise<void>} fn
 */
async function step(name, fn) {
  say(paint('bold', `── ${name}`));
  /** @type {import('./lib/results.mjs').StepResult} */
  const result = { name, passed: 0, failed: 0, skipped: 0, durationMs: 0, notes: [] };
  const started = Date.now();
  try {
    await fn(result);
  } catch (error) {
    result.failed += 1;
    result.notes.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    process.stderr.write(`${paint('red', 'Error:')} ${describeError(error)}\n`);
  }
  result.durationMs = Date.now() - started;
  steps.push(result);
  return result;
}

/**
 * The Redis server of the test run: TEST_REDIS_URL when set (it must answer), else a redis-server of
 * its own on a free port, with room for many claimed databases.
 * @param {Record<string, string>} env
 */
async function testRedisServer(env) {
  if (env.TEST_REDIS_URL) {
    if (!(await pingRedis(env.TEST_REDIS_URL)))
      throw new UserError(`TEST_REDIS_URL (${redactUrl(env.TEST_REDIS_URL)}) does not answer.`);
    return { url: env.TEST_REDIS_URL, databases: 16, note: `Redis of TEST_REDIS_URL` };
  }
  const url = `redis://127.0.0.1:${await freePort()}`;
  await startRedisServer({
    url,
    dataDir: prepareDataDir(root, { DATA_DIR: TEST_DATA_DIR }),
    supervisor: services,
    extraArgs: ['--databases', String(PRIVATE_REDIS_DATABASES)],
    name: 'test-redis',
    // Test data is thrown away: no append-only file to write or to load at the next run.
    persist: false,
  });
  return { url, databases: PRIVATE_REDIS_DATABASES, note: `own redis-server on port ${new URL(url).port}` };
}

/** @param {string} url */
function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** @param {string} root */
async function testProjects(root) {
  const { code, output } = await runNx(root, ['show', 'projects', '--with-target', 'test', '--json'], {
    capture: true,
    quiet: true,
  });
  if (code !== 0) throw new Error('nx show projects failed');
  return /** @type {string[]} */ (JSON.parse(output.slice(output.indexOf('['))));
}

/**
 * Adds a jest JSON result to a step; a missing result is a failure.
 * @param {import('./lib/results.mjs').StepResult} r
 * @param {string} name
 * @param {string} file
 */
function countJest(r, name, file) {
  const json = readJson(file);
  if (!json) {
    r.failed += 1;
    r.notes.push(`no results from ${name}`);
    return;
  }
  const counts = jestCounts(json);
  r.passed += counts.passed;
  r.failed += counts.failed;
  r.skipped += counts.skipped;
  if (counts.failed) r.notes.push(`${name}: ${counts.failed} failed`);
  (r.failures ??= []).push(...jestFailures(json, root));
}

/** @param {string[]} names */
function plural(names) {
  return names.length === 1 ? names[0] : `${names.length}: ${names.join(', ')}`;
}

/**
 * The shop for the browser tests: a fresh data folder, the embedded database, a claimed Redis
 * database and free ports, so a developer's running `npm start` is neither in the way nor touched.
 * @param {string} redisServer
 */
async function e2eEnvironment(redisServer) {
  return isolatedSystemEnv(process.env, {
    DATA_DIR: E2E_DATA_DIR,
    REDIS_URL: await claimRedisDatabase(redisServer, `e2e:${randomUUID()}`),
    // Parallel browsers from one address, quicker than any user: no rate limit (it has tests of its own).
    RATE_LIMIT: 'off',
  });
}

async function main() {
  const env = withDefaults(process.env);
  /** @type {Record<string, string>} */
  const testEnv = { ...env };
  delete testEnv.DATABASE_URL;
  delete testEnv.TEST_DATABASE_URL_PG;
  let redisServer = '';
  /** @type {string | null} */
  let postgres = null;
  const postgresUrl = env.TEST_DATABASE_URL_PG || DEFAULT_POSTGRES;

  const setup = await step('set-up', async (r) => {
    await prepareWorkspace(root);
    const redis = await testRedisServer(env);
    redisServer = redis.url;
    testEnv.REDIS_URL = redisServer;
    // One named database: the spec files take turns on it.
    if (parseRedisUrl(redisServer).db !== null) testEnv.TEST_SERIAL = '1';
    r.notes.push(redis.note);
    const chromium = await ensureChromium();
    testEnv.CHROMIUM_PATH = chromium;
    await ensurePoppler();
    // The cluster's load balancer and database server (docs/decisions/0144-a-local-cluster.md).
    await ensureHaproxy();
    await ensurePostgresPackage();
    // Renders the Kubernetes manifests for their check (docs/decisions/0142-kubernetes-manifests.md).
    await ensureKubectl();
    const { host, port } = parseDatabaseUrl(postgresUrl);
    postgres = (await tcpAnswers(host, port, 1000)) ? postgresUrl : null;
    r.notes.push(postgres ? `PostgreSQL answers at ${host}:${port}` : `no PostgreSQL at ${host}:${port}`);
  });
  if (setup.failed) return finish();

  await step('lint + typecheck', async (r) => {
    const { code, output } = await runNx(
      root,
      ['run-many', '-t', 'lint', 'typecheck', '--outputStyle=static'],
      { capture: true },
    );
    if (code === 0) return;
    const failed = parseNxFailedTasks(output);
    r.failed += Math.max(failed.length, 1);
    r.notes.push(failed.length ? `failed ${plural(failed)}` : `nx exited with code ${code}`);
  });

  await step('schema changes', async (r) => {
    // Imported here: its libraries exist only once the set-up has installed the dependencies.
    const { BASELINE_COMMIT, checkSchemaChanges } = await import('./lib/schema-changes.mjs');
    const { problems, notes, changes } = await checkSchemaChanges(root);
    if (problems.length === 0) r.passed += 1;
    r.failed += problems.length;
    for (const problem of problems) warn(problem);
    r.notes.push(`${changes} change(s) since ${BASELINE_COMMIT}`, ...notes, ...problems.slice(0, 3));
  });

  await step('unit + integration (embedded database)', async (r) => {
    // jest --outputFile does not create the folder; stale files of an earlier run must not count.
    rmSync(RESULTS_DIR, { recursive: true, force: true });
    mkdirSync(RESULTS_DIR, { recursive: true });
    const projects = await testProjects(root);
    const parallel = testEnv.TEST_SERIAL ? '--parallel=1' : '--parallel=2';
    // Never a replayed result: a cached run would not have met this run's Redis or database.
    const { code } = await runNx(
      root,
      ['run-many', '-t', 'test', '--outputStyle=static', parallel, '--skip-nx-cache'],
      { env: testEnv },
    );
    for (const project of projects) countJest(r, project, join(RESULTS_DIR, `${project}.json`));
    if (code !== 0 && r.failed === 0) {
      r.failed = 1;
      r.notes.push(`nx exited with code ${code}`);
    }
    r.notes.unshift(`${projects.length} projects`);
  });

  await step('integration on PostgreSQL', async (r) => {
    const specs = postgresVariantSpecs(root);
    const files = [...specs.values()].flat();
    if (files.length === 0) throw new UserError(`no spec declares ${POSTGRES_VARIANT_MARK}`);
    if (!postgres) {
      const { host, port } = parseDatabaseUrl(postgresUrl);
      r.notes.push(`not run: no PostgreSQL at ${host}:${port} (${files.length} spec files wait for one)`);
      if (env.TEST_REQUIRE_POSTGRES === '1') r.failed += 1;
      return;
    }
    for (const [project, projectFiles] of specs) {
      const name = project.split('/')[1];
      const output = join(RESULTS_DIR, `postgres-${name}.json`);
      await runCommand(
        process.execPath,
        [
          binPath(root, 'jest'),
          '-c',
          `${project}/jest.config.cjs`,
          '--json',
          `--outputFile=${output}`,
          ...(testEnv.TEST_SERIAL ? ['--runInBand'] : []),
          ...projectFiles,
        ],
        { cwd: root, env: { ...testEnv, TEST_DATABASE_URL_PG: postgres } },
      );
      countJest(r, name, output);
    }
    r.notes.unshift(`${files.length} spec files on ${parseDatabaseUrl(postgres).host}`);
  });

  const built = await step('build', async () => {
    await build(root);
  });

  // The JavaScript a first visit loads before it draws, from the build's manifest (decision 0110); a
  // missing manifest fails the step.
  await step('first-load budget', async (r) => {
    if (built.failed) throw new UserError('not run: the build failed');
    const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
    for (const line of checkFirstLoadBudgets(root)) {
      const text = `${line.route}: ${kb(line.gzipBytes)} KB gzip of ${kb(line.maxGzipBytes)} KB (${line.files} files)`;
      say(text);
      r.notes.push(text);
      if (line.ok) r.passed += 1;
      else r.failed += 1;
    }
  });

  await step('faults (real processes)', async (r) => {
    if (built.failed) throw new UserError('not run: the build failed');
    const output = join(RESULTS_DIR, 'faults.json');
    rmSync(output, { force: true });
    // The built shop as processes of its own (own ports, own redis-server, own data folder).
    await runCommand(
      process.execPath,
      [binPath(root, 'jest'), '-c', FAULTS_CONFIG, '--json', `--outputFile=${output}`],
      { cwd: root, env: testEnv },
    );
    countJest(r, 'faults', output);
  });

  await step('cluster (real processes)', async (r) => {
    if (built.failed) throw new UserError('not run: the build failed');
    const output = join(RESULTS_DIR, 'cluster.json');
    rmSync(output, { force: true });
    // Two BFFs and two workers behind HAProxy on PostgreSQL (a fresh database on TEST_DATABASE_URL_PG's
    // server when it answers, else a server of its own) and a Redis of their own (decision 0144).
    await runCommand(
      process.execPath,
      [binPath(root, 'jest'), '-c', CLUSTER_CONFIG, '--json', `--outputFile=${output}`],
      { cwd: root, env: { ...testEnv, ...(postgres ? { TEST_DATABASE_URL_PG: postgres } : {}) } },
    );
    countJest(r, 'cluster', output);
  });

  await step('e2e (Playwright + integrator example)', async (r) => {
    if (!existsSync(join(root, E2E_CONFIG)))
      throw new UserError(`${E2E_CONFIG} is missing: no e2e tests ran`);
    if (built.failed) throw new UserError('not run: the build failed');
    rmSync(join(root, E2E_DATA_DIR), { recursive: true, force: true });
    const e2eEnv = await e2eEnvironment(redisServer);
    const jsonFile = join(RESULTS_DIR, 'e2e.json');
    rmSync(jsonFile, { force: true });
    e2eSystem = new Supervisor();
    const system = await startSystem({ root, env: e2eEnv, supervisor: e2eSystem });
    let code;
    /** @type {{ ok: boolean, note: string } | null} */
    let example = null;
    try {
      ({ code } = await runCommand(
        process.execPath,
        [binPath(root, '@playwright/test', 'playwright'), 'test', '-c', E2E_CONFIG, '--reporter=list,json'],
        {
          cwd: root,
          env: {
            ...system.env,
            CHROMIUM_PATH: testEnv.CHROMIUM_PATH,
            BASE_URL: `http://localhost:${e2eEnv.WEB_PORT}`,
            PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
          },
        },
      ));
      // After the journeys, so its cart (of customer 100002's admin) meets none of theirs.
      example = await runIntegratorExample(root, system.env);
    } finally {
      // The supervisor restarts an app that dies, but one that stopped during e2e fails the run all the same.
      const crashed = stoppedChildren(system.supervisor);
      if (crashed.length) {
        r.failed += crashed.length;
        r.notes.push(`stopped during the run: ${crashed.join(', ')}`);
      }
      await system.stop();
      e2eSystem = null;
      await redisCommands(e2eEnv.REDIS_URL, [['FLUSHDB']]).catch(() => undefined);
    }
    const json = readJson(jsonFile);
    if (!json) throw new UserError(`Playwright wrote no results (exit code ${code}).`);
    const counts = playwrightCounts(json);
    r.passed += counts.passed;
    r.failed += counts.failed;
    r.skipped += counts.skipped;
    (r.failures ??= []).push(...playwrightFailures(json));
    if (counts.passed + counts.failed === 0) {
      r.failed += 1;
      r.notes.push('Playwright ran no test');
    }
    // The example counts as one test: it gets a token, reads prices and writes a cart as an integrator.
    if (example?.ok) r.passed += 1;
    else {
      r.failed += 1;
      r.notes.push(`integrator example: ${example?.note ?? 'not run'}`);
    }
    const errors = Array.isArray(json.errors) ? json.errors : [];
    for (const error of errors.slice(0, 3)) r.notes.push(String(error?.message ?? error).split('\n')[0]);
    if (code !== 0 && r.failed === 0) {
      r.failed = 1;
      r.notes.push(`playwright exited with code ${code}`);
    }
  });

  return finish();
}

async function finish() {
  await services.stopAll();
  const lines = summaryLines(steps);
  process.stdout.write(`\n${lines.join('\n')}\n`);
  return steps.some((s) => s.failed > 0) ? 1 : 0;
}

runMain(main, async (signal) => {
  say(`${signal}: stopping.`);
  await e2eSystem?.stopAll();
  await services.stopAll();
});

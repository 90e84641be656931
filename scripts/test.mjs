// `npm test`: set-up, lint + typecheck, unit and integration tests of every project, build, and the
// Playwright end-to-end tests against the whole system started with a fresh data folder. Ends with a
// summary table and the line `N passed, N failed`; exits 1 when anything failed.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { parseDatabaseUrl, parseRedisUrl, redisUrlWithDefaultDb, withDefaults } from './lib/env.mjs';
import { UserError, describeError, paint, say } from './lib/log.mjs';
import { prepareWorkspace, repoRoot, runMain } from './lib/main.mjs';
import { tcpAnswers } from './lib/net.mjs';
import { ensureRedis, redisCommands } from './lib/redis.mjs';
import { jestCounts, parseNxFailedTasks, playwrightCounts, readJson, summaryLines } from './lib/results.mjs';
import { binPath, runCommand, runNx } from './lib/run.mjs';
import { Supervisor } from './lib/supervise.mjs';
import { assertPortsFree, build, prepareDataDir, startSystem } from './lib/system.mjs';

const root = repoRoot(import.meta.url);
const RESULTS_DIR = join(root, 'dist/test-results');
const E2E_CONFIG = 'e2e/playwright.config.ts';
const E2E_DATA_DIR = '.data/e2e';
/** Redis logical databases for tests when REDIS_URL names none, so a developer's data stays untouched. */
const TEST_REDIS_DB = 14;
const E2E_REDIS_DB = 15;

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
 * PostgreSQL for the integration tests: DATABASE_URL when set, else the local default, when it answers.
 * @param {Record<string, string>} env
 */
async function detectPostgres(env) {
  const url = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const { host, port } = parseDatabaseUrl(url);
  return (await tcpAnswers(host, port, 1000)) ? url : null;
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

/** @param {string[]} names */
function plural(names) {
  return names.length === 1 ? names[0] : `${names.length}: ${names.join(', ')}`;
}

async function main() {
  const env = withDefaults(process.env);
  /** @type {Record<string, string>} */
  const testEnv = { ...env };
  /** @type {Record<string, string>} */
  const e2eEnv = withDefaults({ ...process.env, DATABASE_URL: undefined, DATA_DIR: E2E_DATA_DIR });
  const redisHasDb = parseRedisUrl(env.REDIS_URL).db !== null;
  testEnv.REDIS_URL = redisUrlWithDefaultDb(env.REDIS_URL, TEST_REDIS_DB);
  e2eEnv.REDIS_URL = redisUrlWithDefaultDb(env.REDIS_URL, E2E_REDIS_DB);
  const hasE2e = existsSync(join(root, E2E_CONFIG));

  const setup = await step('set-up', async (r) => {
    await prepareWorkspace(root);
    const dataDir = prepareDataDir(root, env);
    if (hasE2e) await assertPortsFree(e2eEnv);
    const redisChild = await ensureRedis({ url: env.REDIS_URL, dataDir, supervisor: services });
    r.notes.push(redisChild ? 'started redis-server' : 'Redis answers');
    const chromium = await ensureChromium();
    testEnv.CHROMIUM_PATH = e2eEnv.CHROMIUM_PATH = chromium;
    const pg = await detectPostgres(env);
    if (pg) testEnv.TEST_DATABASE_URL_PG = pg;
    else delete testEnv.TEST_DATABASE_URL_PG;
    r.notes.push(
      pg
        ? 'PostgreSQL answers: integration tests run on PGlite and PostgreSQL'
        : 'no PostgreSQL: PGlite only',
    );
  });
  if (setup.failed) return finish();

  await step('lint + typecheck', async (r) => {
    const { code, output } = await runNx(
      root,
      ['run-many', '-t', 'lint', 'typecheck', '--outputStyle=static'],
      {
        capture: true,
      },
    );
    if (code === 0) return;
    const failed = parseNxFailedTasks(output);
    r.failed += Math.max(failed.length, 1);
    r.notes.push(failed.length ? `failed ${plural(failed)}` : `nx exited with code ${code}`);
  });

  await step('unit + integration', async (r) => {
    // jest --outputFile does not create the folder; stale files of an earlier run must not count.
    rmSync(RESULTS_DIR, { recursive: true, force: true });
    mkdirSync(RESULTS_DIR, { recursive: true });
    const projects = await testProjects(root);
    const { code } = await runNx(root, ['run-many', '-t', 'test', '--outputStyle=static', '--parallel=2'], {
      env: testEnv,
    });
    const missing = [];
    for (const project of projects) {
      const json = readJson(join(RESULTS_DIR, `${project}.json`));
      if (!json) {
        missing.push(project);
        continue;
      }
      const counts = jestCounts(json);
      r.passed += counts.passed;
      r.failed += counts.failed;
      r.skipped += counts.skipped;
      if (counts.failed) r.notes.push(`${project}: ${counts.failed} failed`);
    }
    if (missing.length) {
      r.failed += missing.length;
      r.notes.push(`no results from ${plural(missing)}`);
    }
    if (code !== 0 && r.failed === 0) {
      r.failed = 1;
      r.notes.push(`nx exited with code ${code}`);
    }
    r.notes.unshift(`${projects.length} projects${testEnv.TEST_DATABASE_URL_PG ? ', with PostgreSQL' : ''}`);
  });

  const built = await step('build', async () => {
    await build(root);
  });

  await step('e2e (Playwright)', async (r) => {
    if (!hasE2e) {
      r.notes.push(`${E2E_CONFIG} does not exist yet: 0 tests`);
      return;
    }
    if (built.failed) {
      r.notes.push('not run: the build failed');
      return;
    }
    rmSync(join(root, E2E_DATA_DIR), { recursive: true, force: true });
    if (!redisHasDb) await redisCommands(e2eEnv.REDIS_URL, [['FLUSHDB']]);
    const jsonFile = join(RESULTS_DIR, 'e2e.json');
    rmSync(jsonFile, { force: true });
    e2eSystem = new Supervisor();
    const system = await startSystem({ root, env: e2eEnv, supervisor: e2eSystem });
    let code;
    try {
      ({ code } = await runCommand(
        process.execPath,
        [binPath(root, '@playwright/test', 'playwright'), 'test', '-c', E2E_CONFIG, '--reporter=list,json'],
        {
          cwd: root,
          env: {
            ...system.env,
            BASE_URL: `http://localhost:${e2eEnv.WEB_PORT}`,
            PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
          },
        },
      ));
    } finally {
      const crashed = system.supervisor.children.filter((c) => c.exit && !c.expectExit).map((c) => c.name);
      if (crashed.length) r.notes.push(`stopped during the run: ${crashed.join(', ')}`);
      await system.stop();
      e2eSystem = null;
    }
    const json = readJson(jsonFile);
    if (!json) throw new UserError(`Playwright wrote no results (exit code ${code}).`);
    const counts = playwrightCounts(json);
    Object.assign(r, { passed: counts.passed, failed: counts.failed, skipped: counts.skipped });
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

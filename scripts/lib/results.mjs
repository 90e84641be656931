import { existsSync, readFileSync } from 'node:fs';
import { formatDuration } from './log.mjs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {Counts & { name: string, durationMs: number, notes: string[], failures?: string[] }} StepResult
 */

/** How many failed tests the summary names, and how much of each one's first error line. */
const MAX_FAILURES = 12;
const MAX_FAILURE_LENGTH = 240;

/**
 * The first line of an error message that says something, without colour codes.
 * @param {unknown} message
 */
function firstLine(message) {
  const lines = String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return lines[0] ?? '';
}

/**
 * The failed tests of a jest --json result, as `file › full name: first error line`, so a CI log
 * whose tail is all that is shown still names them; a suite that could not run is named by its file.
 * @param {Record<string, unknown>} json
 * @param {string} root paths are shown relative to it
 * @returns {string[]}
 */
export function jestFailures(json, root) {
  /** @type {string[]} */
  const out = [];
  const results = Array.isArray(json.testResults) ? json.testResults : [];
  for (const suite of results) {
    const file = String(suite?.name ?? '').replace(`${root}/`, '');
    const failed = (Array.isArray(suite?.assertionResults) ? suite.assertionResults : []).filter(
      (/** @type {{ status?: string }} */ a) => a?.status === 'failed',
    );
    for (const test of failed) {
      out.push(`${file} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && suite?.status === 'failed') out.push(`${file}: ${firstLine(suite.message)}`);
  }
  return out;
}

/**
 * The tests of a Playwright JSON report that failed on their last try, as `file › titles: first
 * error line`.
 * @param {{ suites?: unknown[] }} json
 * @returns {string[]}
 */
export function playwrightFailures(json) {
  /** @type {string[]} */
  const out = [];
  // The top-level suites are the files; the nested ones are `describe` blocks.
  /** @param {any} suite @param {string[] | null} titles null for a file */
  const walk = (suite, titles) => {
    const path = titles === null ? [] : suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.[test.results.length - 1];
        const project = test.projectName ? `[${test.projectName}] ` : '';
        out.push(
          `${project}${spec.file ?? suite.file} › ${[...path, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of json.suites ?? []) walk(suite, null);
  return out;
}

/**
 * Counts of a jest --json result. Suites that could not run (syntax error, failing import) count as
 * one failure each, and so does an unsuccessful run with no failed test to show for it.
 * @param {Record<string, unknown>} json
 * @returns {Counts}
 */
export function jestCounts(json) {
  const n = (/** @type {string} */ key) =>
    typeof json[key] === 'number' ? /** @type {number} */ (json[key]) : 0;
  let failed = n('numFailedTests') + n('numRuntimeErrorTestSuites');
  if (json.success === false && failed === 0) failed = 1;
  return { passed: n('numPassedTests'), failed, skipped: n('numPendingTests') + n('numTodoTests') };
}

/**
 * Counts of a Playwright JSON report. Flaky tests (passed on retry) count as passed; errors outside
 * tests (global setup, config) count as failures.
 * @param {{ stats?: Record<string, number>, errors?: unknown[] }} json
 * @returns {Counts}
 */
export function playwrightCounts(json) {
  const stats = json.stats ?? {};
  const failed = (stats.unexpected ?? 0) + (stats.unexpected ? 0 : (json.errors?.length ?? 0));
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed, skipped: stats.skipped ?? 0 };
}

/**
 * @param {string} path
 * @returns {Record<string, unknown> | null} the parsed JSON, or null when the file is missing or not JSON
 */
export function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The `project:target` names Nx lists under "Failed tasks:" at the end of a run.
 * @param {string} output
 * @returns {string[]}
 */
export function parseNxFailedTasks(output) {
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split(/\r?\n/);
  const start = lines.findIndex((l) => /Failed tasks:/.test(l));
  if (start < 0) return [];
  /** @type {string[]} */
  const tasks = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^\s*-\s+(\S+:\S+)\s*$/.exec(line);
    if (match) tasks.push(match[1]);
    else if (line.trim() !== '' && tasks.length > 0) break;
  }
  return tasks;
}

/**
 * @param {StepResult[]} steps
 * @returns {Counts}
 */
export function total(steps) {
  return steps.reduce(
    (sum, s) => ({
      passed: sum.passed + s.passed,
      failed: sum.failed + s.failed,
      skipped: sum.skipped + s.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/**
 * @param {string} text
 * @param {number} max
 */
function truncate(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The summary table and the closing `N passed, N failed, N skipped` line.
 * @param {StepResult[]} steps
 * @returns {string[]}
 */
export function summaryLines(steps) {
  const rows = steps.map((s) => [
    s.name,
    String(s.passed),
    String(s.failed),
    String(s.skipped),
    formatDuration(s.durationMs),
    truncate(s.notes.join('; '), 100),
  ]);
  const header = ['step', 'passed', 'failed', 'skipped', 'time', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = [false, true, true, true, true, false];
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const sum = total(steps);
  const failures = steps.flatMap((s) => (s.failures ?? []).map((f) => `- ${s.name}: ${f}`));
  const failureLines = failures.length
    ? [
        '',
        'failed tests:',
        ...failures.slice(0, MAX_FAILURES).map((f) => truncate(f, MAX_FAILURE_LENGTH)),
        ...(failures.length > MAX_FAILURES ? [`… and ${failures.length - MAX_FAILURES} more`] : []),
      ]
    : [];
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    ...failureLines,
    '',
    `${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`,
  ];
}

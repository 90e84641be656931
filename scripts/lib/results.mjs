import { existsSync, readFileSync } from 'node:fs';
import { formatDuration } from './log.mjs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {Counts & { name: string, durationMs: number, notes: string[] }} StepResult
 */

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
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`,
  ];
}

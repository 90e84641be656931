import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export const SCHEMA_FILE = 'apps/bff/schema.graphql';
export const CHANGELOG_FILE = 'docs/schema-changelog.md';
export const DECISIONS_DIR = 'docs/decisions';

/**
 * The last commit whose schema needs no check: the changelog starts after it. Every commit after it
 * that changes the schema is compared with its parent, so a breaking change cannot hide behind a
 * later commit of the same push.
 */
export const BASELINE_COMMIT = 'fd80d5a';

/** How a decision record names a breaking change it accepts: `schema-break: FIELD_REMOVED Cart.foo`. */
const ACKNOWLEDGEMENT = /schema-break:\s*([A-Z_]+)\s+(\S+)/g;

/**
 * @typedef {{ type: string, path: string, message: string, breaking: boolean }} SchemaChange
 */

/**
 * Changes from one SDL to another (GraphQL Inspector), without the noise of descriptions and of the
 * directive-usage entries that repeat a deprecation.
 * @param {string} oldSdl
 * @param {string} newSdl
 * @returns {Promise<SchemaChange[]>}
 */
export async function schemaChanges(oldSdl, newSdl) {
  const changes = await diff(buildSchema(oldSdl), buildSchema(newSdl));
  return changes
    .filter((change) => !/DESCRIPTION|^DIRECTIVE_USAGE_/.test(change.type))
    .map((change) => ({
      type: change.type,
      path: change.path ?? '',
      message: change.message,
      breaking: change.criticality.level === 'BREAKING',
    }));
}

/**
 * The key by which a change is found in the changelog and in decision records.
 * @param {SchemaChange} change
 */
export function changeKey(change) {
  return `${change.type} ${change.path}`.trim();
}

/**
 * One changelog line; `changeKey` is in it verbatim (between backticks).
 * @param {SchemaChange} change
 */
export function changelogLine(change) {
  const tag = change.breaking ? '**breaking** ' : '';
  return `- ${tag}\`${change.type}\` \`${change.path}\` — ${change.message}`;
}

/**
 * The breaking changes that decision records accept, as change keys.
 * @param {string} decisionsDir
 */
export function acknowledgedBreaks(decisionsDir) {
  const keys = new Set();
  for (const file of readdirSync(decisionsDir)) {
    if (!file.endsWith('.md')) continue;
    for (const match of readFileSync(join(decisionsDir, file), 'utf8').matchAll(ACKNOWLEDGEMENT))
      keys.add(`${match[1]} ${match[2]}`);
  }
  return keys;
}

/**
 * Whether the changelog records a change: its type and path appear on one line, in backticks.
 * @param {string} changelog
 * @param {SchemaChange} change
 */
export function changelogHas(changelog, change) {
  return changelog.split('\n').some((line) => line.includes(`\`${change.type}\` \`${change.path}\``));
}

/**
 * Adds the changes to the changelog under the heading of `date` (created at the top of the list when
 * missing); changes it already records are left out.
 * @param {string} changelog
 * @param {SchemaChange[]} changes
 * @param {string} date YYYY-MM-DD
 */
export function addToChangelog(changelog, changes, date) {
  const fresh = changes.filter((change) => !changelogHas(changelog, change));
  if (fresh.length === 0) return changelog;
  const lines = fresh.map(changelogLine);
  const heading = `## ${date}`;
  const rows = changelog.split('\n');
  const at = rows.indexOf(heading);
  if (at >= 0) {
    rows.splice(at + 2, 0, ...lines);
    return rows.join('\n');
  }
  const firstSection = rows.findIndex((row) => row.startsWith('## '));
  const insertAt = firstSection >= 0 ? firstSection : rows.length;
  rows.splice(insertAt, 0, heading, '', ...lines, '');
  return rows.join('\n');
}

/** @param {string} root @param {string[]} args */
function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** @param {string} root @param {string} ref */
function hasCommit(root, ref) {
  try {
    git(root, ['cat-file', '-e', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The schema steps to check: each commit after the baseline that changed the schema, against its
 * parent, oldest first; then the working tree against HEAD when it differs. When the history does not
 * reach the baseline (a shallow clone), HEAD against its parent, with a note.
 * @param {string} root
 * @param {string} baseline
 * @returns {{ steps: { label: string, oldSdl: string, newSdl: string }[], notes: string[] }}
 */
export function schemaSteps(root, baseline = BASELINE_COMMIT) {
  const notes = [];
  /** @param {string} ref */
  const show = (ref) => git(root, ['show', `${ref}:${SCHEMA_FILE}`]);
  /** @type {string[]} */
  let commits;
  if (hasCommit(root, baseline)) {
    commits = git(root, ['rev-list', '--reverse', `${baseline}..HEAD`, '--', SCHEMA_FILE])
      .split('\n')
      .filter(Boolean);
  } else if (hasCommit(root, 'HEAD~1')) {
    notes.push(`history does not reach ${baseline}: only the last commit is compared`);
    commits = ['HEAD'];
  } else {
    notes.push('no earlier commit: only uncommitted changes are compared');
    commits = [];
  }
  const steps = commits.map((commit) => ({
    label: commit.slice(0, 7),
    oldSdl: show(`${commit}~1`),
    newSdl: show(commit),
  }));
  const working = readFileSync(join(root, SCHEMA_FILE), 'utf8');
  const head = show('HEAD');
  if (working !== head) steps.push({ label: 'working tree', oldSdl: head, newSdl: working });
  return { steps, notes };
}

/**
 * The schema's change check: every change since the baseline is in the changelog, and every breaking
 * one is accepted by a decision record.
 * @param {string} root
 * @param {string} [baseline]
 * @returns {Promise<{ problems: string[], notes: string[], changes: number }>}
 */
export async function checkSchemaChanges(root, baseline = BASELINE_COMMIT) {
  const { steps, notes } = schemaSteps(root, baseline);
  const changelog = readFileSync(join(root, CHANGELOG_FILE), 'utf8');
  const accepted = acknowledgedBreaks(join(root, DECISIONS_DIR));
  const problems = [];
  let count = 0;
  for (const step of steps) {
    for (const change of await schemaChanges(step.oldSdl, step.newSdl)) {
      count += 1;
      const where = `${step.label}: ${change.message}`;
      if (change.breaking && !accepted.has(changeKey(change)))
        problems.push(
          `${where} is a breaking change. Deprecate instead of removing, or name it in a decision record ` +
            `(docs/decisions): "schema-break: ${changeKey(change)}".`,
        );
      if (!changelogHas(changelog, change))
        problems.push(`${where} is missing from ${CHANGELOG_FILE} (npm run schema adds it).`);
    }
  }
  return { problems, notes, changes: count };
}

// `npm run schema:check`: fails when a schema change since the baseline is breaking without a decision
// record that accepts it, or is missing from docs/schema-changelog.md.
// `node scripts/schema-changes.mjs update` (run by `npm run schema`): adds the uncommitted schema
// changes to the changelog under today's date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { say, warn } from './lib/log.mjs';
import { repoRoot, runMain } from './lib/main.mjs';
import {
  CHANGELOG_FILE,
  SCHEMA_FILE,
  addToChangelog,
  checkSchemaChanges,
  schemaChanges,
} from './lib/schema-changes.mjs';
import { execFileSync } from 'node:child_process';

const root = repoRoot(import.meta.url);

async function update() {
  const head = execFileSync('git', ['show', `HEAD:${SCHEMA_FILE}`], { cwd: root, encoding: 'utf8' });
  const working = readFileSync(join(root, SCHEMA_FILE), 'utf8');
  const changes = await schemaChanges(head, working);
  const path = join(root, CHANGELOG_FILE);
  const before = readFileSync(path, 'utf8');
  const after = addToChangelog(before, changes, new Date().toISOString().slice(0, 10));
  if (after !== before) writeFileSync(path, after);
  say(
    `${changes.length} schema change(s) against HEAD; ${CHANGELOG_FILE} ${after === before ? 'unchanged' : 'updated'}.`,
  );
  for (const change of changes.filter((c) => c.breaking))
    warn(`Breaking: ${change.message}. Deprecate instead, or accept it in a decision record.`);
  return 0;
}

async function check() {
  const { problems, notes, changes } = await checkSchemaChanges(root);
  for (const note of notes) say(note);
  for (const problem of problems) warn(problem);
  say(`Schema changes since the baseline: ${changes}; problems: ${problems.length}.`);
  return problems.length ? 1 : 0;
}

runMain(
  () => (process.argv[2] === 'update' ? update() : check()),
  async () => undefined,
);

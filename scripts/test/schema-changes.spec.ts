import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const load = () => import('../lib/schema-changes.mjs');

const V1 = `type Query {\n  cart(id: ID!): Cart\n}\n\ntype Cart {\n  id: ID!\n  name: String\n}\n`;
const ADDED = V1.replace('  name: String\n', '  name: String\n  note: String\n');
const REMOVED = V1.replace('  name: String\n', '');
const DEPRECATED = V1.replace('  name: String\n', '  name: String @deprecated(reason: "Use title.")\n');

describe('schema change check', () => {
  it('finds added, removed and deprecated fields, breaking only for the removal', async () => {
    const { schemaChanges } = await load();
    expect(await schemaChanges(V1, ADDED)).toEqual([
      expect.objectContaining({ type: 'FIELD_ADDED', path: 'Cart.note', breaking: false }),
    ]);
    expect(await schemaChanges(V1, REMOVED)).toEqual([
      expect.objectContaining({ type: 'FIELD_REMOVED', path: 'Cart.name', breaking: true }),
    ]);
    const deprecation = await schemaChanges(V1, DEPRECATED);
    expect(deprecation.map((c) => c.type)).toEqual(['FIELD_DEPRECATION_ADDED']);
    expect(deprecation[0].breaking).toBe(false);
  });

  it('leaves description changes out', async () => {
    const { schemaChanges } = await load();
    expect(await schemaChanges(V1, V1.replace('type Cart', '"A cart."\ntype Cart'))).toEqual([]);
  });

  it('adds changes under the day, once, above the older sections', async () => {
    const { addToChangelog, changelogHas, schemaChanges } = await load();
    const base = '# Changelog\n\nIntro.\n\n## Baseline\n\nThe start.\n';
    const [added] = await schemaChanges(V1, ADDED);
    const [removed] = await schemaChanges(V1, REMOVED);
    const once = addToChangelog(base, [added], '2026-11-26');
    expect(once).toBe(
      '# Changelog\n\nIntro.\n\n## 2026-11-26\n\n' +
        "- `FIELD_ADDED` `Cart.note` — Field 'note' was added to object type 'Cart'\n\n## Baseline\n\nThe start.\n",
    );
    expect(addToChangelog(once, [added], '2026-11-26')).toBe(once);
    const twice = addToChangelog(once, [removed], '2026-11-26');
    expect(twice).toContain("## 2026-11-26\n\n- **breaking** `FIELD_REMOVED` `Cart.name` — Field 'name'");
    expect(changelogHas(twice, removed)).toBe(true);
    expect(changelogHas(base, removed)).toBe(false);
  });

  describe('in a repository', () => {
    let repo: string;
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    };
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    const commit = (message: string) => {
      git('add', '-A');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', message);
      return git('rev-parse', 'HEAD');
    };

    beforeEach(() => {
      repo = mkdtempSync(join(tmpdir(), 'schema-check-'));
      git('init', '-q');
      write('apps/bff/schema.graphql', V1);
      write('docs/schema-changelog.md', '# Changelog\n\n## Baseline\n');
      write('docs/decisions/0001-x.md', '# x\n');
    });
    afterEach(() => rmSync(repo, { recursive: true, force: true }));

    it('checks every commit after the baseline, not only the last one', async () => {
      const { checkSchemaChanges } = await load();
      const baseline = commit('baseline');
      write('apps/bff/schema.graphql', REMOVED);
      commit('removes a field');
      write('apps/bff/schema.graphql', ADDED.replace('  name: String\n', ''));
      commit('adds one');
      const { problems, changes } = await checkSchemaChanges(repo, baseline);
      expect(changes).toBe(2);
      expect(problems).toEqual([
        expect.stringMatching(/removed .* is a breaking change.*schema-break: FIELD_REMOVED Cart\.name/),
        expect.stringMatching(/'name' was removed .* missing from docs\/schema-changelog\.md/),
        expect.stringMatching(/'note' was added .* missing from docs\/schema-changelog\.md/),
      ]);
    });

    it('passes when the changelog records the changes and a decision accepts the break', async () => {
      const { addToChangelog, checkSchemaChanges, schemaChanges } = await load();
      const baseline = commit('baseline');
      write('apps/bff/schema.graphql', REMOVED);
      write(
        'docs/schema-changelog.md',
        addToChangelog('# Changelog\n\n## Baseline\n', await schemaChanges(V1, REMOVED), '2026-11-26'),
      );
      write('docs/decisions/0002-drop-name.md', '# Drop\n\nschema-break: FIELD_REMOVED Cart.name\n');
      expect(await checkSchemaChanges(repo, baseline)).toEqual({ problems: [], notes: [], changes: 1 });
    });

    it('compares the last commit alone when the history does not reach the baseline', async () => {
      const { checkSchemaChanges } = await load();
      commit('first');
      write('apps/bff/schema.graphql', REMOVED);
      commit('removes');
      const { problems, notes } = await checkSchemaChanges(repo, 'f'.repeat(40));
      expect(notes).toEqual([expect.stringContaining('only the last commit is compared')]);
      expect(problems).toHaveLength(2);
    });
  });
});

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What marks a spec with PostgreSQL variants: it declares its databases with databaseTargets() (@shop/db). */
export const POSTGRES_VARIANT_MARK = 'databaseTargets()';

/**
 * The integration specs with PostgreSQL variants, by project folder (apps/x, libs/x), paths relative
 * to the repository root.
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
export function postgresVariantSpecs(root) {
  /** @type {Map<string, string[]>} */
  const byProject = new Map();
  for (const group of ['apps', 'libs']) {
    for (const project of readdirSync(join(root, group))) {
      const testDir = join(root, group, project, 'test');
      if (!existsSync(testDir)) continue;
      for (const file of readdirSync(testDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.int-spec.ts')) continue;
        const path = join(testDir, file);
        if (!readFileSync(path, 'utf8').includes(POSTGRES_VARIANT_MARK)) continue;
        const key = `${group}/${project}`;
        byProject.set(key, [...(byProject.get(key) ?? []), relative(root, path)]);
      }
    }
  }
  return byProject;
}

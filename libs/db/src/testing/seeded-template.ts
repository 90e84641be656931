import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDb } from '../db';
import { migrate } from '../migrate';
import { renewSeededCartLocks } from '../seed/carts';
import { seed } from '../seed/seed';
import { spawnPgliteServer } from './pglite-process';
import { freePort } from './free-port';

/**
 * Seeded PGlite data folders that test databases start from (a copy each). A fresh folder costs about
 * 5 s (PGlite's initdb in WebAssembly) and migrating and seeding it 3 s more; copying a folder made
 * once and starting on it costs about 1.5 s, which a run of ~60 specs that each start a seeded database
 * saves many minutes of.
 *
 * A template is the outcome of `migrate` and `seed({ scale })` and is named by a hash of what decides
 * it: the data layer's, domain's and locales' sources, the PGlite version, the scale and the UTC hour
 * (the seed dates carts, budgets and orders relative to its run, so a template is never older than an
 * hour and always of the test's day). The seeded cart locks, which last minutes, are renewed on every
 * copy. Several processes may build the same template at once: each builds in a folder of its own and
 * the first to rename it into place wins.
 */
const TEMPLATES_DIR = join(tmpdir(), 'shop-pglite-templates');
const READY = '.template-ready';
/** Templates of earlier hours (or sources) left by other runs are removed after this. */
const STALE_MS = 3 * 60 * 60 * 1000;

export async function seededPgliteTemplate(scale: number, now = new Date()): Promise<string> {
  const dir = join(TEMPLATES_DIR, templateKey(scale, now));
  if (existsSync(join(dir, READY))) return dir;
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  removeStaleTemplates(now);
  const building = mkdtempSync(`${dir}.building-`);
  try {
    const server = await spawnPgliteServer(building, await freePort());
    const db = createDb(server.url, { max: 2 });
    try {
      await migrate(db);
      await seed(db, { scale });
    } finally {
      await db.close();
      await server.stop();
    }
    writeFileSync(join(building, READY), now.toISOString());
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another process put the same template in place meanwhile: use that one.
    if (existsSync(join(dir, READY))) return dir;
    throw error;
  }
  return dir;
}

/** Fills an empty data folder with a copy of the template. */
export function copyTemplate(template: string, dataDir: string): void {
  cpSync(template, dataDir, { recursive: true });
  rmSync(join(dataDir, READY), { force: true });
}

/** What a database started from a template still needs: the seeded locks of today's minutes. */
export { renewSeededCartLocks };

function templateKey(scale: number, now: Date): string {
  const hash = createHash('sha256');
  const root = workspaceRoot();
  for (const dir of ['libs/db/src', 'libs/domain/src', 'libs/locales/src'])
    for (const file of sourceFiles(join(root, dir))) hash.update(file).update(readFileSync(file));
  hash.update(pgliteVersion(root)).update(String(scale));
  return `scale-${scale}-${now.toISOString().slice(0, 13)}-${hash.digest('hex').slice(0, 16)}`;
}

function workspaceRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no workspace (nx.json) above ${__dirname}`);
    dir = parent;
  }
  return dir;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
      return /\.(ts|json|sql)$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [path] : [];
    });
}

function pgliteVersion(root: string): string {
  const manifest = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : '';
}

function removeStaleTemplates(now: Date): void {
  for (const name of readdirSync(TEMPLATES_DIR)) {
    const path = join(TEMPLATES_DIR, name);
    try {
      if (now.getTime() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db';
import { findMigrationsDir, migrate } from '../migrate';

/** Migrates `db` as it was before migration `next` (e.g. '0023'): every migration whose file sorts before it. */
export async function migrateBefore(db: Db, next: string): Promise<void> {
  const all = findMigrationsDir();
  const before = mkdtempSync(join(tmpdir(), `migrations-before-${next}-`));
  try {
    for (const file of readdirSync(all).filter((name) => name < next))
      cpSync(join(all, file), join(before, file));
    await migrate(db, before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}

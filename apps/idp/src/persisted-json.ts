import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Reads a JSON secret file, or creates it with `create()` on first use. The file is written to a temporary
 * name and renamed, so a crash never leaves half a key behind; it is readable by the owner only.
 */
export function loadOrCreateJson<T>(
  file: string,
  isValid: (value: unknown) => value is T,
  create: () => T,
): T {
  if (existsSync(file)) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
    }
    if (!isValid(value))
      throw new Error(`${file} does not have the expected shape; delete it to create a new one`);
    return value;
  }
  const value = create();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return value;
}

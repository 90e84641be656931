import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { UserError, say } from './log.mjs';
import { runCommand } from './run.mjs';

/**
 * Full path of an executable found on PATH, or null.
 * @param {string} name
 * @param {string} [pathVar]
 */
export function findOnPath(name, pathVar = process.env.PATH ?? '') {
  for (const dir of pathVar.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

/** We may install system packages ourselves only as root on Debian (or a derivative). */
export function canAptInstall() {
  return existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

let updated = false;

/**
 * apt-get update (once per run) and apt-get install -y, with the output streamed.
 * @param {string[]} packages
 */
export async function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    say('apt-get update');
    const update = await runCommand('apt-get', ['update'], { env });
    if (update.code !== 0) throw new UserError(`apt-get update failed (exit code ${update.code}).`);
    updated = true;
  }
  say(`apt-get install -y ${packages.join(' ')}`);
  const install = await runCommand('apt-get', ['install', '-y', ...packages], { env });
  if (install.code !== 0) {
    throw new UserError(`apt-get install ${packages.join(' ')} failed (exit code ${install.code}).`);
  }
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const WEB_DIST = join('dist', 'apps', 'web');

/**
 * The web build's folder (dist/apps/web) of the workspace this file runs from: walks up from here
 * (dist/apps/bff/src/web-app after a build, apps/bff/src/web-app under jest) to the first folder that
 * holds it. Falls back to dist/apps/web of the working directory, which the start check then names.
 */
export function findWebDist(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, WEB_DIST);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return join(process.cwd(), WEB_DIST);
  }
}

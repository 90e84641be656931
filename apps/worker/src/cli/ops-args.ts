import { isMandantCode } from '@shop/locales';
import type { MaintenanceJob } from '@shop/jobs';

export const OPS_USAGE = 'usage: npm run ops -- maintenance on|off <MANDANT_CODE> [--until <ISO timestamp>]';

/** Parses `maintenance on|off <MANDANT> [--until ISO]` into a maintenance job; throws with the usage. */
export function parseOpsArgs(args: string[], requestedBy: string): MaintenanceJob {
  const [command, mode, mandantCode, ...rest] = args;
  if (command !== 'maintenance' || (mode !== 'on' && mode !== 'off')) throw new Error(OPS_USAGE);
  if (!isMandantCode(mandantCode))
    throw new Error(`unknown mandant code "${mandantCode ?? ''}"\n${OPS_USAGE}`);
  let until: string | null = null;
  if (rest.length > 0) {
    if (rest[0] !== '--until' || !rest[1] || Number.isNaN(Date.parse(rest[1])) || mode === 'off')
      throw new Error(OPS_USAGE);
    until = new Date(rest[1]).toISOString();
  }
  return { mandantCode, enabled: mode === 'on', until, requestedBy };
}

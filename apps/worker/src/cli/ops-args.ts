import { isMandantCode } from '@shop/locales';
import { checkMaintenanceWindow, isIsoDateTime, type MaintenanceJob } from '@shop/jobs';

export const OPS_USAGE = [
  'usage: npm run ops -- maintenance on <MANDANT_CODE> [--from <ISO time>] [--until <ISO time>]',
  '       npm run ops -- maintenance off <MANDANT_CODE>',
  '  times are ISO 8601 with a zone, e.g. 2026-12-01T06:00:00Z or 2026-12-01T07:00:00+01:00;',
  '  --from plans a window (start and end run by the worker); off also cancels a planned window.',
].join('\n');

export class OpsUsageError extends Error {}

/**
 * Parses `maintenance on|off <MANDANT> [--from ISO] [--until ISO]` into a maintenance request job.
 * Flags may come in any order, as `--until X` or `--until=X`. Throws an OpsUsageError with the
 * problem and the usage; nothing is enqueued then.
 */
export function parseOpsArgs(args: string[], requestedBy: string, now: Date = new Date()): MaintenanceJob {
  const [command, mode, mandantCode, ...rest] = args;
  const fail = (problem?: string): never => {
    throw new OpsUsageError(problem ? `${problem}\n${OPS_USAGE}` : OPS_USAGE);
  };
  if (command !== 'maintenance' || (mode !== 'on' && mode !== 'off')) fail();
  if (!isMandantCode(mandantCode)) fail(`unknown mandant code "${mandantCode ?? ''}"`);

  const times: { from?: string; until?: string } = {};
  for (let i = 0; i < rest.length; i += 1) {
    const [flag, inline] = rest[i].split(/=(.*)/s, 2);
    if (flag !== '--from' && flag !== '--until') fail(`unknown argument "${rest[i]}"`);
    const name = flag.slice(2) as 'from' | 'until';
    const value = inline ?? rest[(i += 1)];
    if (value === undefined || value === '') fail(`${flag} needs a time`);
    if (times[name] !== undefined) fail(`${flag} given twice`);
    if (!isIsoDateTime(value)) fail(`${flag} "${value}" is not an ISO time with a zone`);
    times[name] = value;
  }
  const enabled = mode === 'on';
  const problem = checkMaintenanceWindow({ enabled, ...times }, now);
  if (problem) fail(`${problem}: ${JSON.stringify(times)}`);
  const iso = (value?: string) => (value === undefined ? null : new Date(value).toISOString());
  return {
    mandantCode: mandantCode as string,
    enabled,
    from: iso(times.from),
    until: iso(times.until),
    requestedBy,
    trigger: 'request',
  };
}

import { OpsUsageError } from './ops-args';

/** How long a command waits for a worker unless `--wait` says otherwise. */
export const DEFAULT_WAIT_MS = 15_000;

export const WAIT_USAGE =
  '  --wait <seconds> (any command): how long to wait for a worker to process the job (default 15)';

/**
 * Takes `--wait <seconds>` or `--wait=<seconds>` out of the arguments (anywhere); the rest goes to the
 * command's own parser. Throws an OpsUsageError for a value that is not a number of seconds (0 < s ≤ 3600).
 */
export function takeWaitFlag(args: string[]): { args: string[]; waitMs: number } {
  const rest: string[] = [];
  let waitMs = DEFAULT_WAIT_MS;
  let seen = false;
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    if (flag !== '--wait') {
      rest.push(args[i]);
      continue;
    }
    const value = inline ?? args[(i += 1)];
    const seconds = Number(value);
    if (seen) throw new OpsUsageError(`--wait given twice\n${WAIT_USAGE}`);
    if (value === undefined || !/^\d+(\.\d+)?$/.test(value) || seconds <= 0 || seconds > 3600)
      throw new OpsUsageError(
        `--wait "${value ?? ''}" is not a number of seconds (up to 3600)\n${WAIT_USAGE}`,
      );
    seen = true;
    waitMs = Math.round(seconds * 1000);
  }
  return { args: rest, waitMs };
}

import { UserError } from './log.mjs';

/**
 * Arguments for the seed CLI from the command line (`--reset`, `--scale N` or `--scale=N`) and the
 * SEED_SCALE variable (the command line wins).
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env the environment as given, before defaults
 * @returns {string[]}
 */
export function seedArgs(argv, env) {
  /** @type {string[]} */
  const out = [];
  let scale = env.SEED_SCALE || null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') out.push('--reset');
    else if (arg === '--scale') scale = argv[++i] ?? '';
    else if (arg.startsWith('--scale=')) scale = arg.slice('--scale='.length);
    else throw new UserError(`Unknown argument ${arg}. Accepted: --reset, --scale N.`);
  }
  if (scale !== null) {
    if (!/^[1-9]\d*$/.test(scale))
      throw new UserError(`--scale / SEED_SCALE must be a positive whole number, got "${scale}".`);
    out.push('--scale', scale);
  }
  return out;
}

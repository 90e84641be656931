const CODES = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, gray: 90, bold: 1 };

/**
 * Colours for child tags, in the order children start.
 * @type {(keyof typeof CODES)[]}
 */
export const TAG_COLORS = ['cyan', 'magenta', 'yellow', 'blue', 'green', 'gray'];

export function useColor(stream = process.stdout) {
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

/**
 * @param {keyof typeof CODES} color
 * @param {string} text
 * @param {boolean} [enabled]
 */
export function paint(color, text, enabled = useColor()) {
  return enabled ? `\u001b[${CODES[color]}m${text}\u001b[0m` : text;
}

/**
 * Splits a stream of chunks into whole lines and hands each, prefixed, to write. Partial lines wait for
 * the next chunk; flush() emits what is left when the stream ends.
 * @param {string} prefix
 * @param {(line: string) => void} write
 */
export function createLinePrefixer(prefix, write) {
  let pending = '';
  return {
    /** @param {string | Buffer} chunk */
    push(chunk) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) write(`${prefix}${line.replace(/\r$/, '')}`);
    },
    flush() {
      if (pending !== '') write(`${prefix}${pending.replace(/\r$/, '')}`);
      pending = '';
    },
  };
}

/**
 * `[name]` padded to width so the output of several children lines up.
 * @param {string} name
 * @param {number} width
 * @param {keyof typeof CODES} color
 * @param {boolean} [enabled]
 */
export function tag(name, width, color, enabled = useColor()) {
  return paint(color, `[${name}]`.padEnd(width + 2), enabled) + ' ';
}

/** @param {string} message */
export function say(message) {
  process.stdout.write(`${paint('bold', '›')} ${message}\n`);
}

/** @param {string} message */
export function warn(message) {
  process.stderr.write(`${paint('yellow', '!')} ${message}\n`);
}

/** An error whose message is meant for the user as is, without a stack trace. */
export class UserError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'UserError';
  }
}

/** @param {unknown} error */
export function describeError(error) {
  if (error instanceof UserError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

/** @param {number} ms */
export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

import { spawn } from 'node:child_process';
import { createLinePrefixer, TAG_COLORS, tag, useColor } from './log.mjs';

/**
 * @typedef {{ code: number | null, signal: string | null, error?: Error }} ExitInfo
 * @typedef {{
 *   name: string,
 *   pid: number | undefined,
 *   tail: string[],
 *   exit: ExitInfo | null,
 *   exited: Promise<ExitInfo>,
 *   expectExit: boolean,
 *   lineListeners: Set<(line: string) => void>,
 * }} Child
 * @typedef {{ write(text: string): unknown }} Writable
 */

const isWindows = process.platform === 'win32';

/**
 * Starts child processes with prefixed output, notices when one dies unexpectedly and stops them all
 * (SIGTERM, then SIGKILL after a grace period) in reverse start order.
 */
export class Supervisor {
  /**
   * @param {{ out?: Writable, err?: Writable, killTimeoutMs?: number, tagWidth?: number, color?: boolean, tailLines?: number }} [options]
   */
  constructor(options = {}) {
    this.out = options.out ?? process.stdout;
    this.err = options.err ?? process.stderr;
    this.killTimeoutMs = options.killTimeoutMs ?? 5000;
    this.tagWidth = options.tagWidth ?? 7;
    this.color = options.color ?? useColor();
    this.tailLines = options.tailLines ?? 40;
    /** @type {Child[]} */
    this.children = [];
    /** @type {Map<Child, import('node:child_process').ChildProcess>} */
    this.processes = new Map();
    this.stopping = false;
    /** @type {((child: Child) => void)[]} */
    this.crashListeners = [];
    this.killOnExit = () => {
      for (const child of this.children) if (!child.exit) this.signal(child, 'SIGKILL');
    };
    process.on('exit', this.killOnExit);
  }

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: Record<string, string>, cwd?: string, expectExit?: boolean }} [options]
   * @returns {Child}
   */
  start(name, command, args, options = {}) {
    const color = TAG_COLORS[this.children.length % TAG_COLORS.length];
    const prefix = tag(name, this.tagWidth, color, this.color);
    const proc = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group: the terminal's Ctrl-C reaches only the launcher, which stops children in order.
      detached: !isWindows,
    });
    /** @type {(info: ExitInfo) => void} */
    let resolveExit = () => undefined;
    /** @type {Child} */
    const child = {
      name,
      pid: proc.pid,
      tail: [],
      exit: null,
      exited: new Promise((resolve) => (resolveExit = resolve)),
      expectExit: options.expectExit ?? false,
      lineListeners: new Set(),
    };
    const remember = (/** @type {string} */ line) => {
      child.tail.push(line);
      if (child.tail.length > this.tailLines) child.tail.shift();
      for (const listener of child.lineListeners) listener(line);
    };
    const stdout = createLinePrefixer('', (line) => {
      remember(line);
      this.out.write(`${prefix}${line}\n`);
    });
    const stderr = createLinePrefixer('', (line) => {
      remember(line);
      this.err.write(`${prefix}${line}\n`);
    });
    proc.stdout?.on('data', (chunk) => stdout.push(chunk));
    proc.stderr?.on('data', (chunk) => stderr.push(chunk));
    const finish = (/** @type {ExitInfo} */ info) => {
      if (child.exit) return;
      stdout.flush();
      stderr.flush();
      child.exit = info;
      resolveExit(info);
      if (!this.stopping && !child.expectExit) for (const listener of this.crashListeners) listener(child);
    };
    proc.once('error', (error) => {
      remember(error.message);
      finish({ code: null, signal: null, error });
    });
    // 'close' (not 'exit') so that the last output lines are in the tail before anyone looks at it.
    proc.once('close', (code, signal) => finish({ code, signal }));
    this.children.push(child);
    this.processes.set(child, proc);
    return child;
  }

  /**
   * Called once per child that exits while the supervisor is not stopping (and that was not started
   * with expectExit).
   * @param {(child: Child) => void} listener
   */
  onCrash(listener) {
    this.crashListeners.push(listener);
  }

  /** @returns {Promise<Child>} the first child that exits unexpectedly. */
  firstCrash() {
    return new Promise((resolve) => this.onCrash(resolve));
  }

  /**
   * @param {Child} child
   * @param {NodeJS.Signals} signal
   */
  signal(child, signal) {
    const proc = this.processes.get(child);
    if (!proc?.pid || child.exit) return;
    try {
      if (isWindows) proc.kill(signal);
      else process.kill(-proc.pid, signal);
    } catch {
      // Already gone.
    }
  }

  /**
   * SIGTERM, then SIGKILL when the child has not exited after the grace period.
   * @param {Child} child
   */
  async stopChild(child) {
    if (child.exit) return child.exit;
    this.signal(child, 'SIGTERM');
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const killed = new Promise((resolve) => {
      timer = setTimeout(() => {
        this.signal(child, 'SIGKILL');
        resolve(undefined);
      }, this.killTimeoutMs);
    });
    await Promise.race([child.exited, killed]);
    clearTimeout(timer);
    return child.exited;
  }

  /** Stops every running child, the last started first (apps before the database they use). */
  async stopAll() {
    this.stopping = true;
    for (const child of [...this.children].reverse()) await this.stopChild(child);
    process.off('exit', this.killOnExit);
  }
}

/**
 * Resolves when the child prints (or has printed, within its tail) a line that matches; rejects when
 * it exits first or after timeoutMs.
 * @param {Child} child
 * @param {(line: string) => boolean} matches
 * @param {number} timeoutMs
 * @returns {Promise<string>}
 */
export function waitForLine(child, matches, timeoutMs) {
  return new Promise((resolve, reject) => {
    const seen = child.tail.find(matches);
    if (seen !== undefined) return resolve(seen);
    /** @param {string} line */
    const listener = (line) => {
      if (!matches(line)) return;
      cleanup();
      resolve(line);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${child.name} did not become ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.lineListeners.delete(listener);
    };
    child.lineListeners.add(listener);
    child.exited.then(() => {
      cleanup();
      reject(new Error(describeExit(child)));
    });
  });
}

/**
 * A line describing how a child ended, plus its last output lines.
 * @param {Child} child
 * @param {number} [lines]
 */
export function describeExit(child, lines = 20) {
  const exit = child.exit;
  const how = !exit
    ? 'is still running'
    : exit.error
      ? `could not start (${exit.error.message})`
      : exit.signal
        ? `was killed by ${exit.signal}`
        : `exited with code ${exit.code}`;
  const tail = child.tail.slice(-lines);
  return tail.length ? `${child.name} ${how}. Last output:\n  ${tail.join('\n  ')}` : `${child.name} ${how}.`;
}

import { spawn } from 'node:child_process';
import { createLinePrefixer, formatDuration, paint, TAG_COLORS, tag, useColor } from './log.mjs';

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
 *   restart: boolean,
 *   ready: boolean,
 *   startedAt: number,
 *   run: number,
 *   attempt: number,
 *   crashes: number,
 *   restarts: number,
 *   stopRequested: boolean,
 *   readyCheck?: (child: Child) => Promise<unknown>,
 * }} Child
 * A child is one supervised service across its restarts: `exit` and `exited` belong to the current
 * process (`pid`, `run` counts the processes, `startedAt` is the current one's start), `crashes` counts
 * its unexpected exits, `restarts` the processes started again, `attempt` the restarts since it last
 * stayed up for the stable period. `ready` says it was ready once (see markReady).
 * @typedef {{ write(text: string): unknown }} Writable
 * @typedef {{ initialDelayMs: number, maxDelayMs: number, stableMs: number }} RestartPolicy
 */

const isWindows = process.platform === 'win32';

/**
 * Restart backoff: 0.5 s, doubling per crash in a row up to 15 s; a child that stayed up 60 s starts
 * again from 0.5 s (docs/decisions/0031-launcher-restarts-children.md).
 * @type {RestartPolicy}
 */
export const RESTART_POLICY = { initialDelayMs: 500, maxDelayMs: 15_000, stableMs: 60_000 };

/**
 * Delay before restart attempt n (1-based).
 * @param {number} attempt
 * @param {RestartPolicy} [policy]
 */
export function restartDelay(attempt, policy = RESTART_POLICY) {
  return Math.min(policy.initialDelayMs * 2 ** Math.max(attempt - 1, 0), policy.maxDelayMs);
}

/**
 * The child was ready once: from now on the supervisor restarts it when it dies. Before that, an exit
 * is left to whoever waits for it to get ready (the start-up fails with its last output lines).
 * @param {Child} child
 */
export function markReady(child) {
  child.ready = true;
}

/** Local wall-clock time, HH:MM:SS, for the crash and restart lines. */
function clock() {
  return new Date().toTimeString().slice(0, 8);
}

/**
 * Starts child processes with prefixed output and restarts one that dies after it was ready (with
 * backoff, one line per crash and per restart). stopAll stops them all (SIGTERM, then SIGKILL after a
 * grace period) in reverse start order and cancels pending restarts.
 */
export class Supervisor {
  /**
   * @param {{
   *   out?: Writable,
   *   err?: Writable,
   *   killTimeoutMs?: number,
   *   tagWidth?: number,
   *   color?: boolean,
   *   tailLines?: number,
   *   restart?: Partial<RestartPolicy>,
   * }} [options]
   */
  constructor(options = {}) {
    this.out = options.out ?? process.stdout;
    this.err = options.err ?? process.stderr;
    this.killTimeoutMs = options.killTimeoutMs ?? 5000;
    this.tagWidth = options.tagWidth ?? 7;
    this.color = options.color ?? useColor();
    this.tailLines = options.tailLines ?? 40;
    /** @type {RestartPolicy} */
    this.restartPolicy = { ...RESTART_POLICY, ...options.restart };
    /** @type {Child[]} */
    this.children = [];
    /** @type {Map<Child, import('node:child_process').ChildProcess>} */
    this.processes = new Map();
    /** @type {Map<Child, { command: string, args: string[], env?: Record<string, string>, cwd?: string, prefix: string }>} */
    this.specs = new Map();
    /** @type {Map<Child, NodeJS.Timeout>} */
    this.restartTimers = new Map();
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
   * @param {{
   *   env?: Record<string, string>,
   *   cwd?: string,
   *   expectExit?: boolean,
   *   restart?: boolean,
   *   readyCheck?: (child: Child) => Promise<unknown>,
   * }} [options] restart (default: unless expectExit) restarts the child when it dies after markReady;
   *   readyCheck resolves when a restarted process is ready again (for the "ready again" line).
   * @returns {Child}
   */
  start(name, command, args, options = {}) {
    const color = TAG_COLORS[this.children.length % TAG_COLORS.length];
    const expectExit = options.expectExit ?? false;
    /** @type {Child} */
    const child = {
      name,
      pid: undefined,
      tail: [],
      exit: null,
      exited: Promise.resolve({ code: null, signal: null }),
      expectExit,
      lineListeners: new Set(),
      restart: options.restart ?? !expectExit,
      ready: false,
      startedAt: 0,
      run: 0,
      attempt: 0,
      crashes: 0,
      restarts: 0,
      stopRequested: false,
      readyCheck: options.readyCheck,
    };
    this.specs.set(child, {
      command,
      args,
      env: options.env,
      cwd: options.cwd,
      prefix: tag(name, this.tagWidth, color, this.color),
    });
    this.children.push(child);
    this.spawnProcess(child);
    return child;
  }

  /**
   * Starts (again) the process of a child and wires its output, exit and crash handling.
   * @param {Child} child
   */
  spawnProcess(child) {
    const spec = this.specs.get(child);
    if (!spec) throw new Error(`unknown child ${child.name}`);
    const proc = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group: the terminal's Ctrl-C reaches only the launcher, which stops children in order.
      detached: !isWindows,
    });
    /** @type {(info: ExitInfo) => void} */
    let resolveExit = () => undefined;
    child.pid = proc.pid;
    child.exit = null;
    child.exited = new Promise((resolve) => (resolveExit = resolve));
    child.startedAt = Date.now();
    child.run += 1;
    const remember = (/** @type {string} */ line) => {
      child.tail.push(line);
      if (child.tail.length > this.tailLines) child.tail.shift();
      for (const listener of child.lineListeners) listener(line);
    };
    const stdout = createLinePrefixer('', (line) => {
      remember(line);
      this.out.write(`${spec.prefix}${line}\n`);
    });
    const stderr = createLinePrefixer('', (line) => {
      remember(line);
      this.err.write(`${spec.prefix}${line}\n`);
    });
    proc.stdout?.on('data', (chunk) => stdout.push(chunk));
    proc.stderr?.on('data', (chunk) => stderr.push(chunk));
    let finished = false;
    const finish = (/** @type {ExitInfo} */ info) => {
      if (finished) return;
      finished = true;
      stdout.flush();
      stderr.flush();
      child.exit = info;
      resolveExit(info);
      if (this.stopping || child.expectExit || child.stopRequested) return;
      child.crashes += 1;
      if (child.restart && child.ready) this.scheduleRestart(child);
      for (const listener of this.crashListeners) listener(child);
    };
    proc.once('error', (error) => {
      remember(error.message);
      finish({ code: null, signal: null, error });
    });
    // 'close' (not 'exit') so that the last output lines are in the tail before anyone looks at it.
    proc.once('close', (code, signal) => finish({ code, signal }));
    this.processes.set(child, proc);
  }

  /**
   * After an unexpected exit: says so and starts the child again after the backoff delay.
   * @param {Child} child
   */
  scheduleRestart(child) {
    const upMs = Date.now() - child.startedAt;
    if (upMs >= this.restartPolicy.stableMs) child.attempt = 0;
    child.attempt += 1;
    const attempt = child.attempt;
    const delay = restartDelay(attempt, this.restartPolicy);
    this.err.write(
      `${paint('red', '✗', this.color)} ${clock()} ${child.name} ${exitReason(child.exit)} after ` +
        `${formatDuration(upMs)} up; restarting in ${formatDuration(delay)} (attempt ${attempt}).\n`,
    );
    const timer = setTimeout(() => {
      this.restartTimers.delete(child);
      if (this.stopping || child.stopRequested) return;
      child.tail.length = 0;
      child.restarts += 1;
      this.spawnProcess(child);
      this.out.write(
        `${paint('yellow', '↻', this.color)} ${clock()} ${child.name} restarted (attempt ${attempt}, pid ${child.pid ?? '?'}).\n`,
      );
      this.watchReadyAgain(child);
    }, delay);
    this.restartTimers.set(child, timer);
  }

  /**
   * Runs the child's readyCheck after a restart and says when it is ready again (or not).
   * @param {Child} child
   */
  watchReadyAgain(child) {
    if (!child.readyCheck) return;
    const run = child.run;
    const started = Date.now();
    const current = () => !this.stopping && !child.stopRequested && child.run === run && !child.exit;
    child.readyCheck(child).then(
      () => {
        if (!current()) return;
        this.out.write(
          `${paint('green', '✓', this.color)} ${clock()} ${child.name} is ready again ` +
            `(${formatDuration(Date.now() - started)} after restart attempt ${child.attempt}).\n`,
        );
      },
      (/** @type {unknown} */ error) => {
        if (!current()) return;
        const message = error instanceof Error ? error.message : String(error);
        this.err.write(
          `${paint('yellow', '!', this.color)} ${clock()} ${child.name} is running but not ready after its restart: ${message.split('\n')[0]}\n`,
        );
      },
    );
  }

  /**
   * Called for every unexpected exit of a child (while the supervisor is not stopping, for a child not
   * started with expectExit and not stopped with stopChild); the supervisor restarts it afterwards
   * when it was ready once.
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
   * Stops a child for good: cancels a pending restart; SIGTERM, then SIGKILL when it has not exited
   * after the grace period.
   * @param {Child} child
   */
  async stopChild(child) {
    child.stopRequested = true;
    const timer = this.restartTimers.get(child);
    if (timer) {
      clearTimeout(timer);
      this.restartTimers.delete(child);
    }
    if (child.exit) return child.exit;
    this.signal(child, 'SIGTERM');
    /** @type {NodeJS.Timeout | undefined} */
    let killTimer;
    const killed = new Promise((resolve) => {
      killTimer = setTimeout(() => {
        this.signal(child, 'SIGKILL');
        resolve(undefined);
      }, this.killTimeoutMs);
    });
    await Promise.race([child.exited, killed]);
    clearTimeout(killTimer);
    return child.exited;
  }

  /**
   * Stops every running child, the last started first (apps before the database they use); children
   * waiting for their restart are not started again.
   */
  async stopAll() {
    this.stopping = true;
    for (const timer of this.restartTimers.values()) clearTimeout(timer);
    this.restartTimers.clear();
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
  const how = exitReason(child.exit);
  const tail = child.tail.slice(-lines);
  return tail.length ? `${child.name} ${how}. Last output:\n  ${tail.join('\n  ')}` : `${child.name} ${how}.`;
}

/**
 * How a process ended, as the end of a sentence that starts with its name.
 * @param {ExitInfo | null} exit
 */
export function exitReason(exit) {
  if (!exit) return 'is still running';
  if (exit.error) return `could not start (${exit.error.message})`;
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code}`;
}

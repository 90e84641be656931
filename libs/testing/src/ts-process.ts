import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * Runs a TypeScript entry file of the workspace in a plain Node process: `.ts` files are compiled with
 * SWC as they are required and `@shop/<lib>` resolves to `libs/<lib>/src/index.ts`, as in the jest
 * preset. Tests start an app's real main this way (its exit code, its stdout and stderr) without the
 * build in dist/, which others may be rebuilding meanwhile.
 */
const HOOK = `
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const swc = require('@swc/core');
const [entry, root, ...rest] = process.argv.slice(1);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...more) {
  const lib = /^@shop\\/([\\w-]+)$/.exec(request);
  return resolveFilename.call(this, lib ? path.join(root, 'libs', lib[1], 'src', 'index.ts') : request, ...more);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
process.argv = [process.argv[0], entry, ...rest];
require(entry);
`;

export interface TsProcess {
  child: ChildProcess;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when stdout has a line `matches` accepts; rejects after `ms` or when the process ends first. */
  waitForLine(matches: (line: string) => boolean, ms: number): Promise<string>;
  /** SIGKILL (or `signal`), and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface TsProcessOptions {
  /**
   * The process's whole environment besides PATH and HOME: nothing else of the test's environment
   * (REDIS_URL, DATABASE_URL …) leaks into it.
   */
  env?: Record<string, string>;
  /** Opens an IPC channel (process.send in the child). */
  ipc?: boolean;
}

/** Starts `entry` (a path relative to the workspace root or absolute) with `args`. */
export function spawnTs(entry: string, args: string[] = [], options: TsProcessOptions = {}): TsProcess {
  const child = spawn(process.execPath, ['-e', HOOK, resolve(REPO_ROOT, entry), REPO_ROOT, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('close', (code, signal) => done({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async waitForLine(matches, ms) {
      const deadline = Date.now() + ms;
      for (;;) {
        const line = stdout.split('\n').find(matches);
        if (line !== undefined) return line;
        if (ended) throw new Error(`${entry} ended without the line; stdout:\n${stdout}\nstderr:\n${stderr}`);
        if (Date.now() > deadline)
          throw new Error(`${entry}: no such line within ${ms} ms; stdout:\n${stdout}`);
        await new Promise((wake) => setTimeout(wake, 25));
      }
    },
    async kill(signal = 'SIGKILL') {
      if (!ended) child.kill(signal);
      await exited;
    },
  };
}

export interface TsRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `entry` to its end; kills it and rejects when it runs longer than `timeoutMs` (a hang). */
export async function runTs(
  entry: string,
  args: string[],
  options: TsProcessOptions & { timeoutMs: number },
): Promise<TsRun> {
  const running = spawnTs(entry, args, options);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    running.child.kill('SIGKILL');
  }, options.timeoutMs);
  const { code, signal } = await running.exited.finally(() => clearTimeout(timer));
  if (timedOut)
    throw new Error(
      `${entry} ${args.join(' ')} did not end within ${options.timeoutMs} ms; stdout:\n${running.stdout()}\nstderr:\n${running.stderr()}`,
    );
  return { code, signal, stdout: running.stdout(), stderr: running.stderr() };
}

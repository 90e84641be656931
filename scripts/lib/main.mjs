import { fileURLToPath } from 'node:url';
import { checkNode, ensureDependencies } from './deps.mjs';
import { describeError, paint, say } from './log.mjs';
import { describeNode, useProjectNode } from './node-runtime.mjs';
import { signalForeground } from './run.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/**
 * The repository root, from the URL of an entry script in scripts/.
 * @param {string} entryUrl import.meta.url of the entry script
 */
export function repoRoot(entryUrl) {
  return fileURLToPath(new URL('..', entryUrl)).replace(/[\\/]$/, '');
}

/**
 * Node version check and dependency install: what every entry script does first.
 * @param {string} root
 */
export async function prepareWorkspace(root) {
  checkNode();
  say(describeNode(root));
  await ensureDependencies(root);
}

/**
 * Runs an entry script's main function on the project's Node: on another Node, useProjectNode runs
 * the script again under the pinned Node 24 and ends with its exit code. Errors end the process with
 * code 1 and a message (no stack for UserError); SIGINT/SIGTERM call onSignal once, a second signal a
 * second later exits at once.
 * @param {(ctx: { signalled: () => boolean }) => Promise<number | void>} main
 * @param {(signal: NodeJS.Signals) => Promise<void>} onSignal
 */
export function runMain(main, onSignal) {
  useProjectNode(ROOT).then(
    () => runOnThisNode(main, onSignal),
    (error) => {
      process.stderr.write(`\n${paint('red', 'Error:')} ${describeError(error)}\n`);
      process.exit(1);
    },
  );
}

/**
 * @param {(ctx: { signalled: () => boolean }) => Promise<number | void>} main
 * @param {(signal: NodeJS.Signals) => Promise<void>} onSignal
 */
function runOnThisNode(main, onSignal) {
  let signalled = false;
  let firstSignalAt = 0;
  const handle = (/** @type {NodeJS.Signals} */ signal) => {
    if (signalled) {
      // Under `npm start` one Ctrl-C arrives twice (from the terminal and forwarded by npm): only a
      // later, deliberate second Ctrl-C skips the orderly shutdown.
      if (Date.now() - firstSignalAt > 1000) process.exit(130);
      return;
    }
    signalled = true;
    firstSignalAt = Date.now();
    signalForeground(signal);
    onSignal(signal).then(
      () => process.exit(130),
      () => process.exit(130),
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
  main({ signalled: () => signalled }).then(
    (code) => {
      // A number means done: exit now rather than wait for idle sockets and timers to drain.
      if (typeof code === 'number') process.exit(code);
    },
    (error) => {
      if (signalled) return;
      process.stderr.write(`\n${paint('red', 'Error:')} ${describeError(error)}\n`);
      process.exit(1);
    },
  );
}

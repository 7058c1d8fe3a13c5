/**
 * The benchmark's servers as child processes: `fork` with tsx, so each has its own event loop
 * (and the subject its own worker threads), apart from the load generator in the parent. A child
 * reports readiness with one IPC message; `stop` asks it to end (SIGTERM) and kills it if it has
 * not within a few seconds. Every child started is remembered, so that `stopAll` (at the end, on
 * an error, on Ctrl-C) leaves none behind.
 */
import { fork, type ChildProcess } from 'node:child_process';

/** A running child server. */
export interface Child<Ready> {
  readonly name: string;
  readonly ready: Ready;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Ends `child`: SIGTERM, then SIGKILL after `graceMs`. Resolves when it has exited. */
function end(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `script` (a path relative to this folder) with `args`, and waits for its first IPC
 * message (at most `timeoutMs`). The child's stdout and stderr go to ours.
 */
export async function startChild<Ready>(
  name: string,
  script: string,
  args: readonly string[] = [],
  timeoutMs = 60_000,
): Promise<Child<Ready>> {
  const child = fork(new URL(script, import.meta.url), [...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${timeoutMs} ms`)), timeoutMs);
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`${name} exited before it was ready (${signal ?? `code ${code}`})`));
    function fail(error: Error) {
      clearTimeout(timer);
      child.off('exit', onExit);
      reject(error);
    }
    child.once('exit', onExit);
    child.once('error', fail);
    child.once('message', (message) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(message as Ready);
    });
  }).catch(async (error: unknown) => {
    await end(child);
    throw error;
  });
  return { name, ready, process: child, stop: () => end(child) };
}

/** Ends every child still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => end(child)));
}

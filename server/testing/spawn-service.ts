/**
 * Starts the service the way a user does (`npm start`, or `node server/main.ts` when a test needs
 * the exact process), on a free port and a fresh data folder, and reads what it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A running service process. */
export interface SpawnedService {
  readonly child: ChildProcess;
  readonly url: string;
  readonly dataDir: string;
  /** Everything it printed so far. */
  output(): string;
  /** The demo keys: the public key from the banner, the secret from the data folder. */
  readonly demo: { apiKey: string; secretKey: string };
  /** Waits for the process to exit; its exit code. */
  exited(): Promise<number | null>;
  /** Stops it (SIGTERM to the whole process group) and removes the data folder unless kept. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Spawns the service; resolves once it prints its URL. */
export async function spawnService(
  options: { via: 'npm' | 'node'; dataDir?: string; env?: Record<string, string> } = { via: 'node' },
): Promise<SpawnedService> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lp-service-'));
  const [command, args] =
    options.via === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['--import', 'tsx', 'server/main.ts']];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: '', PORT: '0', LP_DATA_DIR: dataDir, LP_LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The service did not start in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exit.then((code) => reject(new Error(`The service exited (${code}) before listening:\n${output}`)));
  });
  const apiKey = /public API key: (\S+)/.exec(output)?.[1] ?? '';
  // The secret is never printed: the demo keeps it in a file of the data folder (keys/demo-account.ts).
  const secretFile = join(dataDir, 'demo-secret-key');
  const secretKey = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '';
  return {
    child,
    url,
    dataDir,
    output: () => output,
    demo: { apiKey, secretKey },
    exited: () => exit,
    async stop(stopOptions = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await exit;
      }
      // With `npm start`, npm may exit before the service it started has closed its database files:
      // a file written meanwhile makes a directory "not empty" mid-removal, so removal retries.
      if (!stopOptions.keepData && options.dataDir === undefined)
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}

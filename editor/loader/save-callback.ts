/**
 * The spec's rules for a save callback (`onSave`, `onSaveAndClose`), in one place:
 * 1. A callback that returns a Promise keeps the editor in its saving state until it settles.
 * 2. A rejection is a save error (after save-and-close the editor stays open).
 * 3. A Promise that never settles is released after 30 seconds, with a console warning.
 * A callback that returns anything else has saved at once; one that throws has failed.
 */

/** How a save callback ended. */
export type SaveOutcome =
  | { readonly status: 'saved' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'released' };

/** The spec's limit for an unsettled save Promise. */
export const SAVE_RELEASE_MS = 30_000;

export interface SaveCallbackOptions {
  readonly releaseMs?: number;
  readonly warn?: (message: string) => void;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null &&
  (typeof value === 'object' || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function';

/** Calls `callback(payload)` and reports how it ended, by the rules above. */
export function runSaveCallback<P>(
  callback: ((payload: P) => unknown) | undefined,
  payload: P,
  options: SaveCallbackOptions = {},
): Promise<SaveOutcome> {
  if (callback === undefined) return Promise.resolve({ status: 'saved' });
  let returned: unknown;
  try {
    returned = callback(payload);
  } catch (error) {
    return Promise.resolve({ status: 'failed', error });
  }
  if (!isThenable(returned)) return Promise.resolve({ status: 'saved' });
  const releaseMs = options.releaseMs ?? SAVE_RELEASE_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const warn = options.warn ?? ((message) => console.warn(message));
  return new Promise<SaveOutcome>((resolve) => {
    let done = false;
    const finish = (outcome: SaveOutcome) => {
      if (done) return;
      done = true;
      clearTimer(timer);
      resolve(outcome);
    };
    const timer = setTimer(() => {
      warn(
        `lp-editor: the save callback's Promise did not settle within ${releaseMs / 1000} s; the editor no longer waits for it.`,
      );
      finish({ status: 'released' });
    }, releaseMs);
    returned.then(
      () => finish({ status: 'saved' }),
      (error: unknown) => finish({ status: 'failed', error }),
    );
  });
}

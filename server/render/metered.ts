/**
 * A worker task with its CPU meter (cpu-meter.ts): the worker entries wrap their job function in
 * `metered`, which starts the meter before the job runs, so the pool can see what it costs, and
 * moves the bytes of the outcome back instead of copying them.
 */
import { startMeter } from './cpu-meter.ts';
import { transferOutcome } from './transfer.ts';

/** What the pool hands a worker: the job and the meter it shares with the event loop. */
export interface MeteredTask<J> {
  readonly job: J;
  readonly meter: SharedArrayBuffer;
}

/** `run` as a worker entry that takes a MeteredTask; the bytes of its outcome are moved back (transfer.ts). */
export function metered<J, O>(run: (job: J) => O | Promise<O>): (task: MeteredTask<J>) => Promise<O> {
  return async (task) => {
    startMeter(task.meter);
    return transferOutcome(await run(task.job));
  };
}

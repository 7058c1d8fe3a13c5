/**
 * The CPU time a render uses on its worker thread, so a long render is cut by what it costs and
 * not by how busy the machine is. A render is synchronous: nothing inside its thread can look at a
 * clock while it runs, so the event loop watches from outside.
 *
 * Each render carries a meter (a SharedArrayBuffer, shared, not copied, with the worker). When the
 * render starts, the worker writes into it which thread it runs on and that thread's CPU time so
 * far. The pool's watch then reads the thread's CPU time from Linux's /proc every WATCH_MS and
 * stops the render (piscina ends its thread) past the budget. Where /proc is missing (macOS,
 * Windows), the meter says so and the watch falls back to the time since the render started.
 */
import { readFileSync, readlinkSync } from 'node:fs';

/** How often the event loop looks at the running renders. */
export const WATCH_MS = 50;

/** Linux reports thread CPU time in USER_HZ ticks, which is 100 a second on every architecture. */
const TICK_MS = 10;

// Slots of the meter.
const THREAD = 0;
const STARTED_TICKS = 1;
const STARTED_AT_MS = 2;
/** Written by the worker when it starts the render: the slots above are valid. */
const STATE = 3;
const SLOTS = 4;

/** A new meter for one render. */
export function createMeter(): SharedArrayBuffer {
  return new SharedArrayBuffer(SLOTS * Float64Array.BYTES_PER_ELEMENT);
}

/** The CPU ticks (user and system) of a thread, from its /proc stat line; undefined when unreadable. */
function readTicks(path: string): number | undefined {
  try {
    const stat = readFileSync(path, 'latin1');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3;
    // utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the calling thread on Linux (the task id in /proc), or -1. */
function currentThreadId(): number {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return -1;
  }
}

/** In the worker, as a render starts: records the thread and its CPU time so far. */
export function startMeter(meter: SharedArrayBuffer): void {
  const slots = new Float64Array(meter);
  const thread = currentThreadId();
  slots[THREAD] = thread;
  slots[STARTED_TICKS] = (thread === -1 ? undefined : readTicks('/proc/thread-self/stat')) ?? -1;
  slots[STARTED_AT_MS] = performance.timeOrigin + performance.now();
  Atomics.store(new Int32Array(meter, STATE * Float64Array.BYTES_PER_ELEMENT, 1), 0, 1);
}

/**
 * On the event loop: the milliseconds of CPU the render has used so far (of wall time since it
 * started where thread CPU time cannot be read), or 0 before it started.
 */
export function usedMs(meter: SharedArrayBuffer): number {
  if (Atomics.load(new Int32Array(meter, STATE * Float64Array.BYTES_PER_ELEMENT, 1), 0) !== 1) return 0;
  const slots = new Float64Array(meter);
  const startedTicks = slots[STARTED_TICKS]!;
  if (slots[THREAD]! > 0 && startedTicks >= 0) {
    const now = readTicks(`/proc/self/task/${slots[THREAD]}/stat`);
    if (now !== undefined) return (now - startedTicks) * TICK_MS;
  }
  return performance.timeOrigin + performance.now() - slots[STARTED_AT_MS]!;
}

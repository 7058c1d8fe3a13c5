/**
 * The editor's parts as the rest of the editor sees them: `loadPart(name)` loads a part once
 * (parts.ts says how), shares the load between everyone who asks while it runs, and keeps the
 * result; a failed load is forgotten, so the next request tries again. `loadedPart(name)` is the
 * part when it is in, for code that renders synchronously. One instance per build: two builds on
 * a page each load their own parts.
 */
import { PARTS } from './parts.ts';
import { PartLoadError } from './part-load-error.ts';

/** A part's name. */
export type PartName = keyof typeof PARTS;
/** A part's exports. */
export type PartModule<N extends PartName> = Awaited<ReturnType<(typeof PARTS)[N]>>;

/**
 * The parts the editor shows as soon as it started (the top bar, the selection panel...): it
 * fetches them while it authorizes, so they cost the start no wait, and shows itself once they
 * are in (start-flow.ts).
 */
export const START_PARTS: readonly PartName[] = ['workspace'];

/**
 * The parts a session opens later, if at all: fetched when the browser is idle after the start.
 * The layers tree is one: the left panel opens on its Blocks tab (lp-side-panel.ts loads the tree
 * itself if its tab opens first).
 */
export const LATER_PARTS: readonly PartName[] = ['add-menu', 'preview', 'layers'];

const loaded = new Map<PartName, unknown>();
const loading = new Map<PartName, Promise<unknown>>();

/** The part `name` if it is loaded, else undefined. */
export function loadedPart<N extends PartName>(name: N): PartModule<N> | undefined {
  return loaded.get(name) as PartModule<N> | undefined;
}

/** Loads the part `name` (once); rejects with a PartLoadError, after which a new call tries again. */
export function loadPart<N extends PartName>(name: N): Promise<PartModule<N>> {
  if (loaded.has(name)) return Promise.resolve(loaded.get(name) as PartModule<N>);
  let pending = loading.get(name);
  if (pending === undefined) {
    pending = PARTS[name]().then(
      (exports: unknown) => {
        loaded.set(name, exports);
        loading.delete(name);
        return exports;
      },
      (error: unknown) => {
        loading.delete(name);
        // From the sources, import() fails with the browser's own message, which names the URL.
        throw error instanceof PartLoadError
          ? error
          : new PartLoadError(name, undefined, error instanceof Error ? error.message : String(error));
      },
    );
    loading.set(name, pending);
  }
  return pending as Promise<PartModule<N>>;
}

/** Loads `names` together; rejects with the first failure (the others still load). */
export function loadParts(names: readonly PartName[]): Promise<void> {
  return Promise.all(names.map((name) => loadPart(name))).then(() => undefined);
}

/**
 * Loads `names` when the browser is next idle (a part the user may open soon then rarely makes
 * them wait). Failures are silent here: the part is tried again, and reported, when it is used.
 * Returns a function that cancels what has not started.
 */
export function preloadWhenIdle(names: readonly PartName[]): () => void {
  const idle = globalThis.requestIdleCallback?.bind(globalThis);
  const start = () => {
    for (const name of names) loadPart(name).catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a short timeout after the start does the same there.
  if (idle === undefined) {
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }
  const handle = idle(start, { timeout: 2000 });
  return () => globalThis.cancelIdleCallback(handle);
}

/**
 * The parts (editor/lazy/) `<lp-editor>` loads because the user asked for what they hold: the
 * add menu, the preview, the workspace again after it failed. While one loads, its name is in
 * `pending` (the shell passes it on, and the button that asked shows it is busy); a load that
 * fails is reported once, by `report` (lp-error and a notification), and remembered as the
 * part's `failure` until a later request, which tries again, loads it.
 */
import { loadedPart, loadPart, type PartModule, type PartName } from '../../lazy/load-part.ts';
import { PartLoadError } from '../../lazy/part-load-error.ts';

export class PartRequests {
  #pending: ReadonlySet<PartName> = new Set();
  readonly #failures = new Map<PartName, string>();

  constructor(
    /** Called whenever `pending` changes (the element provides a new shell). */
    private readonly changed: () => void,
    /** Tells the host and the user that a part could not load. */
    private readonly report: (error: PartLoadError) => void,
  ) {}

  /** The parts loading for the user now (a new set at each change). */
  get pending(): ReadonlySet<PartName> {
    return this.#pending;
  }

  /** Why the part `name` could not load, while it is not loaded. */
  failure(name: PartName): string | undefined {
    return this.#failures.get(name);
  }

  /** The part `name`, loading it when needed; undefined when it could not load (reported). */
  async use<N extends PartName>(name: N): Promise<PartModule<N> | undefined> {
    const loaded = loadedPart(name);
    if (loaded !== undefined) return loaded;
    this.#set(name, true);
    try {
      const part = await loadPart(name);
      this.#failures.delete(name);
      return part;
    } catch (error) {
      this.failed(error instanceof PartLoadError ? error : new PartLoadError(name, undefined, String(error)));
      return undefined;
    } finally {
      this.#set(name, false);
    }
  }

  /** Shows what part `name` holds: at once when it is in, else once it loads and `stillWanted()` (a click is never lost). */
  open(name: PartName, show: () => void, stillWanted: () => boolean): void {
    if (loadedPart(name) !== undefined) {
      show();
      return;
    }
    void this.use(name).then((part) => {
      if (part !== undefined && stillWanted()) show();
    });
  }

  /** Records and reports a part that could not load (here, or as the editor started). */
  failed(error: PartLoadError): void {
    this.#failures.set(error.part as PartName, error.message);
    this.report(error);
  }

  #set(name: PartName, loading: boolean): void {
    const next = new Set(this.#pending);
    if (loading) next.add(name);
    else next.delete(name);
    this.#pending = next;
    this.changed();
  }
}

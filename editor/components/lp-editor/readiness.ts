/**
 * The editor's start as a Promise a host can await at any time: before the start began (an
 * `<lp-editor>` whose config comes later), while it runs, after it ended. A start refused for an
 * invalid config rejects it; a valid config set afterwards starts again with a new one. A
 * rejection nobody awaits is not reported as unhandled: the editor reports it itself (lp-error).
 */
export class Readiness {
  readonly promise: Promise<void>;
  #settled = false;
  #resolve!: () => void;
  #reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<void>((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    this.promise.catch(() => undefined);
  }

  /** Whether it resolved or rejected. */
  get settled(): boolean {
    return this.#settled;
  }

  /** The start ended: ready. */
  resolve(): void {
    this.#settled = true;
    this.#resolve();
  }

  /** The start failed. */
  reject(error: unknown): void {
    this.#settled = true;
    this.#reject(error);
  }
}

/**
 * The options a host asks for, in the order it asks: the `config` the editor starts with, then
 * `setOptions()` calls, the `config` property or attribute. Each request is validated at once
 * against everything asked before it (so a `setOptions()` made while the editor starts builds on
 * the config that started it, and an invalid one is refused without changing anything). What a
 * request needs (a language's catalog) is fetched at once, and the requests are applied one after
 * the other in call order, however long each one's fetch takes (a catalog may arrive after a later
 * request's): the last request asked is the last applied.
 */
import { InvalidOptionsError, validateOption, validateOptions } from '../../options/validate-options.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import type { AuthorizationHeader } from '../../api/custom-api.ts';

/** One validated request. */
export interface OptionRequest {
  /** What the host asked for so far, merged (unknown keys kept, as the host gave them). */
  readonly raw: Readonly<Record<string, unknown>>;
  /** The validated options, defaults filled in. */
  readonly options: EditorOptions;
  /** The host set `language` (then `textOverride` does not apply). */
  readonly languageGiven: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The queue of option requests of one editor; `T` is what preparing a request fetched. */
export class OptionRequests<T> {
  #requested: Readonly<Record<string, unknown>> | undefined;
  #queue: Promise<void> = Promise.resolve();

  /** `prepare` starts at once for each request (never rejects); `apply` runs in call order with what it got. */
  constructor(
    private readonly prepare: (request: OptionRequest) => Promise<T>,
    private readonly apply: (request: OptionRequest, prepared: T) => void,
  ) {}

  /** What the host asked for so far (merged), or undefined before its first request. */
  get requested(): Readonly<Record<string, unknown>> | undefined {
    return this.#requested;
  }

  /**
   * Validates `config` (merged over the requests so far with `merge`, else replacing them) and
   * queues it; throws `InvalidOptionsError` without queueing. `applied` settles once it applied.
   */
  request(config: unknown, merge: boolean): { request: OptionRequest; applied: Promise<void> } {
    if (!isPlainObject(config))
      throw new InvalidOptionsError([
        { path: '', message: merge ? 'options must be an object' : 'config must be an object' },
      ]);
    const raw = Object.freeze(merge ? { ...this.#requested, ...config } : { ...config });
    const options = validateOptions(raw);
    const request: OptionRequest = { raw, options, languageGiven: raw.language !== undefined };
    this.#requested = raw;
    const prepared = this.prepare(request);
    const applied = this.#queue.then(async () => this.apply(request, await prepared));
    this.#queue = applied.catch(() => undefined);
    return { request, applied };
  }

  /** Resolves once every request made so far has applied. */
  settled(): Promise<void> {
    return this.#queue;
  }

  /**
   * The custom endpoints' header in force: the last one asked for, by a request or by
   * `setHeader`. Read when a request applies, so a header set while earlier requests wait is kept.
   */
  get header(): AuthorizationHeader | undefined {
    return this.#requested?.apiAuthorizationHeader as AuthorizationHeader | undefined;
  }

  /** Records a header set outside a request (`updateApiAuthorizationHeader`), so later merges keep it; throws InvalidOptionsError when it is not one. */
  setHeader(header: AuthorizationHeader | undefined): void {
    validateOption('apiAuthorizationHeader', header);
    this.#requested = Object.freeze({ ...this.#requested, apiAuthorizationHeader: header });
  }
}

/** The `config` attribute's value as an object; an Error naming the attribute when it is not JSON. */
export function parseConfigAttribute(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    throw new InvalidOptionsError([
      { path: '', message: `the config attribute is not JSON (${(error as Error).message})` },
    ]);
  }
}

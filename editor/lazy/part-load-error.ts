/** Why a part of the editor (parts.ts) could not be loaded, naming the part and the URL tried. */
export class PartLoadError extends Error {
  override readonly name = 'PartLoadError';

  constructor(
    /** The part's name in the parts table. */
    readonly part: string,
    /** The URL the editor loaded it from (undefined when run from the sources). */
    readonly url: string | undefined,
    reason: string,
  ) {
    super(`The editor could not load its "${part}" part${url === undefined ? '' : ` from ${url}`}: ${reason}`);
  }
}

/**
 * The output budget: how large the HTML of one personalized email may be, in bytes of UTF-8.
 *
 * Personalization multiplies: a tag written 78,000 times with a 5,000-character value is 390 MB
 * of HTML from a 400 KB request, and mjml copies some values into every element that inherits them.
 * The budget is counted while the output is made, piece by piece, and the render stops at the
 * first piece past it: the oversized HTML is never built. Past it the request is a 422
 * `output_too_large` (docs/email-format.md, "Limits"). Gmail clips a message at 102 KB, so a
 * real email stays far below.
 */

/** The named limit, documented in docs/email-format.md. */
export const EMAIL_OUTPUT_LIMITS = Object.freeze({
  /** Bytes (UTF-8) of the final HTML of one render, merge tags and conditions written. */
  maxOutputBytes: 5 * 1024 * 1024,
});

/** The email's HTML would be larger than the budget. */
export class EmailOutputLimitError extends Error {
  override readonly name = 'EmailOutputLimitError';

  /** `counted`: bytes counted when the render stopped (more than `limit`); `stage`: where. */
  constructor(
    readonly limit: number,
    readonly counted: number,
    readonly stage: 'mjml' | 'personalization',
  ) {
    super(
      `The email's HTML would be larger than maxOutputBytes (${limit.toLocaleString('en')} bytes): ` +
        (stage === 'mjml'
          ? `mjml's output alone is ${counted.toLocaleString('en')} bytes`
          : `it passed the limit after ${counted.toLocaleString('en')} bytes, with merge tags still to write`) +
        '. Use fewer or shorter merge tag values, repeated tags or blocks.',
    );
  }
}

/** Bytes counted against a limit; `add` throws EmailOutputLimitError as soon as the count passes it. */
export class OutputBudget {
  #counted = 0;

  constructor(readonly limit: number = EMAIL_OUTPUT_LIMITS.maxOutputBytes) {}

  /** Counts `bytes` more. */
  add(bytes: number): void {
    this.#counted += bytes;
    if (this.#counted > this.limit) throw new EmailOutputLimitError(this.limit, this.#counted, 'personalization');
  }

  /** Bytes counted so far. */
  get counted(): number {
    return this.#counted;
  }
}

/** The size of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD it is encoded as). */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

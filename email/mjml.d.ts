/**
 * The part of mjml 5's API this project uses (mjml ships no types). `mjml2html` is async in
 * version 5: it returns a Promise (mjml/lib/index.js, mjml-core/lib/index.js).
 */
declare module 'mjml' {
  /** One validation problem (mjml-validator's ruleError; `formattedMessage` holds a server path). */
  export interface MjmlError {
    readonly line: number;
    readonly message: string;
    readonly tagName: string;
    readonly formattedMessage: string;
  }
  /** What the render endpoint passes; see mjml-core's option list for the rest. */
  export interface MjmlOptions {
    readonly validationLevel?: 'strict' | 'soft' | 'skip';
    readonly fonts?: Readonly<Record<string, string>>;
    readonly keepComments?: boolean;
    readonly ignoreIncludes?: boolean;
    readonly beautify?: boolean;
    readonly minify?: boolean;
    readonly minifyOptions?: Readonly<Record<string, unknown>>;
  }
  /** The HTML, the parsed document and the validation errors (soft level). */
  export interface MjmlResult {
    readonly html: string;
    readonly json: unknown;
    readonly errors: readonly MjmlError[];
  }
  /** A parsed element (mjml-parser-xml's shape), which mjml2html takes in place of MJML text. */
  export interface MjmlJsonElement {
    readonly tagName: string;
    readonly attributes: Readonly<Record<string, string | boolean>>;
    readonly children?: readonly MjmlJsonElement[];
    readonly content?: string;
  }
  export default function mjml2html(mjml: string | MjmlJsonElement, options?: MjmlOptions): Promise<MjmlResult>;
}

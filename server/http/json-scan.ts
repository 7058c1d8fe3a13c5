/**
 * A look at a JSON body before it is parsed: one linear pass that checks its shape against the
 * body limits (nesting, values per container, values in all) and reads the few top-level members
 * a route needs before it may spend more (the credentials of get-html and authorize).
 *
 * Why not JSON.parse first: parsing builds every value. Five million nested arrays (10 MB, or
 * 10 KB of gzip) took 2.4 s of the event loop per request, before the key was even looked at.
 * This pass builds nothing but the asked-for members: it jumps from one structural character to
 * the next with a native regular expression and over string contents with indexOf, so its cost
 * is the bytes' and the limits', never the shape's. It is not a validator: what it lets through
 * is parsed by JSON.parse afterwards, which refuses anything malformed it did not notice.
 */
import { HttpError } from './error-codes.ts';

/** How much structure a request body may have (docs/http-api.md, "Limits"). */
export interface BodyShapeLimits {
  /** Nesting of objects and arrays; every endpoint's body is a few levels deep. */
  readonly maxDepth: number;
  /** Values (and members) in any one object or array. */
  readonly maxItems: number;
  /** Values in the whole body. */
  readonly maxValues: number;
}

/** The body limits: far above any real request, far below what costs the event loop. */
export const BODY_SHAPE_LIMITS: BodyShapeLimits = Object.freeze({ maxDepth: 16, maxItems: 10_000, maxValues: 100_000 });

/** What the scan found. */
export interface JsonScan {
  /** Whether the top-level value is an object (`{...}`) or an array; undefined for an empty body. */
  readonly top: 'object' | 'array' | undefined;
  /**
   * The asked-for top-level members, parsed (the last one wins, as with JSON.parse). A member
   * whose JSON text is longer than MAX_MEMBER_CHARS is given as a marker object instead: every
   * member read this way is a short string in the routes' schemas, so the marker fails the schema
   * as a wrong type without the service parsing megabytes for it.
   */
  readonly members: Record<string, unknown>;
}

/** Longest JSON text of a member read by the scan (a marker object stands in for longer ones). */
export const MAX_MEMBER_CHARS = 65_536;

const STRUCTURAL = /["[\]{},]/g;
const SPACE = /[\x20\x09\x0a\x0d]*/y;

const invalidJson = () => new HttpError('invalid_json', 'The body is not valid JSON (it must be one JSON object).');

function limitError(name: keyof BodyShapeLimits, value: number): HttpError {
  const what = {
    maxDepth: 'nests deeper than',
    maxItems: 'has an object or array with more items than',
    maxValues: 'has more values than',
  }[name];
  return new HttpError('body_limit', `The body ${what} ${value} (${name}); no request of this API needs that.`);
}

/** The index of the quote that ends the string opened at `open` (a quote). */
function stringEnd(text: string, open: number): number {
  let at = open + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote === -1) throw invalidJson();
    // Escaped when an odd number of backslashes precede it. Each backslash is counted once: the
    // runs before successive quotes do not overlap.
    let backslashes = 0;
    for (let i = quote - 1; i > open && text.charCodeAt(i) === 0x5c; i--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

function skipSpace(text: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.test(text);
  return SPACE.lastIndex;
}

interface Container {
  readonly kind: 'object' | 'array';
  /** Commas seen directly in it: its items less one. */
  commas: number;
}

/**
 * Scans `text` (a whole body as JSON text, BOM already dropped) against `limits`, reading the
 * top-level members named in `wanted`. Throws `body_limit` past a limit and `invalid_json` where
 * the structure is plainly broken.
 *
 * Items are counted by their commas and containers, so a value of any kind (a number, `null`)
 * counts without being visited; strings are jumped over whole.
 */
export function scanJson(
  text: string,
  wanted: readonly string[] = [],
  limits: BodyShapeLimits = BODY_SHAPE_LIMITS,
): JsonScan {
  const start = skipSpace(text, 0);
  if (start === text.length) return { top: undefined, members: {} };
  const first = text[start];
  if (first !== '{' && first !== '[') throw invalidJson();
  const spans = new Map<string, { from: number; to: number }>();
  const stack: Container[] = [];
  let values = 0;
  // The wanted top-level member whose value is being read: it ends at the next top-level comma
  // or at the closing brace (JSON.parse of the slice ignores the spaces before either).
  let member: { name: string; from: number } | undefined;
  const closeMember = (to: number) => {
    if (member !== undefined) spans.set(member.name, { from: member.from, to });
    member = undefined;
  };
  const countValue = () => {
    if (++values > limits.maxValues) throw limitError('maxValues', limits.maxValues);
  };

  let at = start;
  for (;;) {
    STRUCTURAL.lastIndex = at;
    const found = STRUCTURAL.exec(text);
    if (found === null) break;
    const index = found.index;
    const char = found[0];
    at = index + 1;
    if (char === '"') {
      const end = stringEnd(text, index);
      at = end + 1;
      const afterString = skipSpace(text, at);
      if (text[afterString] !== ':' || stack.length !== 1 || stack[0]!.kind !== 'object') continue;
      // A top-level member's name: its value may be wanted.
      const name = JSON.parse(text.slice(index, end + 1)) as string;
      if (wanted.includes(name)) member = { name, from: afterString + 1 };
      at = afterString + 1;
    } else if (char === ',') {
      const container = stack[stack.length - 1];
      if (container === undefined) throw invalidJson();
      if (++container.commas >= limits.maxItems) throw limitError('maxItems', limits.maxItems);
      countValue();
      if (stack.length === 1) closeMember(index);
    } else if (char === '{' || char === '[') {
      countValue();
      if (stack.length >= limits.maxDepth) throw limitError('maxDepth', limits.maxDepth);
      stack.push({ kind: char === '{' ? 'object' : 'array', commas: 0 });
    } else {
      const open = stack.pop();
      if (open === undefined || (open.kind === 'object') !== (char === '}')) throw invalidJson();
      if (stack.length === 0) {
        closeMember(index);
        break;
      }
    }
  }
  if (stack.length > 0) throw invalidJson();

  const members: Record<string, unknown> = {};
  for (const [name, { from, to }] of spans) {
    let value: unknown = { tooLong: true };
    if (to - from <= MAX_MEMBER_CHARS) {
      try {
        value = JSON.parse(text.slice(from, to));
      } catch {
        throw invalidJson();
      }
    }
    // An own property, as JSON.parse makes it, even for the name `__proto__`.
    Object.defineProperty(members, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return { top: first === '{' ? 'object' : 'array', members };
}

/**
 * Shapes: one description of a value, as data (`info`), with its fast checker.
 *
 * - `test`/`check`: the rules as plain code, for the render path. zod needs about 3.5 ms to walk a
 *   2,000-node page here, which alone would double a render; `check` does it in a fraction of that.
 * - `info`: the same rules as data. `to-zod.ts` compiles it to the exported zod schema (docs,
 *   OpenAPI, JSON Schema), on demand: this file does not import zod, so neither does the render
 *   path nor the editor's bundle, which would otherwise carry about 100 KB of zod it never runs.
 *
 * Both read the same constants (patterns, limits, enum values, messages), and `shape.test.ts`
 * checks with random input that they accept and reject exactly the same values.
 */

import { fail, typeName, type Shape } from './shape-core.ts';

export type { Fields, Infer, Issue, PathStack, Shape, ShapeInfo } from './shape-core.ts';
export * from './shape-structures.ts';

interface StringOptions {
  max: number;
  min?: number;
  pattern?: RegExp;
  /** A further test, for rules a pattern cannot say (`isSafeCssValue`). */
  test?: (value: string) => boolean;
  /** Says what the pattern or test means, for messages: "a CSS color". */
  patternName?: string;
}

/** A string of at most `max` characters, optionally matching `pattern` (which must be anchored). */
export function string(options: StringOptions): Shape<string> {
  const { max, min = 0, pattern, test, patternName } = options;
  const describe = patternName ?? (min > 0 ? `text, ${min} to ${max} characters` : `text, at most ${max} characters`);
  // Values judged valid, remembered (within bounds) so the pattern runs once per distinct value:
  // pages reuse the same few colors and lengths on every node.
  const known = pattern || test ? new Set<string>() : undefined;
  return {
    info: {
      kind: 'string',
      max,
      min,
      ...(pattern ? { pattern } : {}),
      ...(test ? { test } : {}),
      ...(patternName !== undefined ? { patternName } : {}),
    },
    describe,
    test(value) {
      if (typeof value !== 'string') return false;
      if (known?.has(value)) return true;
      if (value.length > max || value.length < min) return false;
      if ((pattern && !pattern.test(value)) || (test && !test(value))) return false;
      if (known && known.size < 2_000 && value.length <= 200) known.add(value);
      return true;
    },
    check(value, path, issues) {
      // The rules live in test(); this only says which one failed.
      if (this.test(value)) return true;
      if (typeof value !== 'string')
        return fail(issues, path, 'invalid_type', `Expected string, received ${typeName(value)}`);
      if (value.length > max) return fail(issues, path, 'too_big', `Too long: at most ${max} characters`);
      if (value.length < min) return fail(issues, path, 'too_small', `Too short: at least ${min} characters`);
      return fail(issues, path, 'invalid_format', `Expected ${patternName ?? 'a valid value'}`);
    },
  };
}

/** Exactly one string. */
export function literal<const T extends string>(expected: T): Shape<T> {
  return {
    info: { kind: 'literal', value: expected },
    describe: JSON.stringify(expected),
    test: (value) => value === expected,
    check(value, path, issues) {
      return value === expected || fail(issues, path, 'invalid_value', `Expected "${expected}"`);
    },
  };
}

/** One of a fixed list of strings. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T): Shape<T[number]> {
  const allowed = new Set<string>(values);
  const list = values.map((v) => `"${v}"`).join(', ');
  return {
    info: { kind: 'enum', values },
    describe: `one of ${list}`,
    test: (value) => typeof value === 'string' && allowed.has(value),
    check(value, path, issues) {
      return (
        (typeof value === 'string' && allowed.has(value)) ||
        fail(issues, path, 'invalid_value', `Expected one of ${list}`)
      );
    },
  };
}

interface NumberOptions {
  min: number;
  max: number;
  integer?: boolean;
}

/** A finite number within [min, max]. */
export function number(options: NumberOptions): Shape<number> {
  const { min, max, integer = false } = options;
  const describe = `${integer ? 'integer' : 'number'} from ${min} to ${max}`;
  return {
    info: { kind: 'number', min, max, integer },
    describe,
    test: (value) =>
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (!integer || Number.isInteger(value)) &&
      value >= min &&
      value <= max,
    check(value, path, issues) {
      if (this.test(value)) return true;
      if (typeof value !== 'number' || !Number.isFinite(value))
        return fail(issues, path, 'invalid_type', `Expected number, received ${typeName(value)}`);
      if (integer && !Number.isInteger(value)) return fail(issues, path, 'invalid_type', 'Expected an integer');
      return fail(issues, path, value < min ? 'too_small' : 'too_big', `Expected ${describe}`);
    },
  };
}

/** true or false. */
export function boolean(): Shape<boolean> {
  return {
    info: { kind: 'boolean' },
    describe: 'true or false',
    test: (value) => typeof value === 'boolean',
    check(value, path, issues) {
      return (
        typeof value === 'boolean' ||
        fail(issues, path, 'invalid_type', `Expected boolean, received ${typeName(value)}`)
      );
    },
  };
}

/** The first of several shapes that accepts the value. Alternatives must differ in JSON type. */
export function either<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
  return {
    info: { kind: 'either', options: [a as Shape<unknown>, b as Shape<unknown>] },
    describe: `${a.describe}, or ${b.describe}`,
    test: (value) => a.test(value) || b.test(value),
    check(value, path, issues) {
      return (
        a.test(value) ||
        b.test(value) ||
        fail(issues, path, 'invalid_union', `Expected ${a.describe}, or ${b.describe}`)
      );
    },
  };
}

/** The shape, or null. */
export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return {
    info: { kind: 'nullable', inner: inner as Shape<unknown> },
    describe: `${inner.describe}, or null`,
    test: (value) => value === null || inner.test(value),
    check(value, path, issues) {
      return value === null || inner.check(value, path, issues);
    },
  };
}

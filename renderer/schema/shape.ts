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

/** One validation problem: where it is (a path from the template root) and what is wrong. */
export interface Issue {
  path: (string | number)[];
  code: string;
  message: string;
}

/** The path of the value being checked; pushed and popped as the checker descends. */
export type PathStack = (string | number)[];

/** What a shape is, as plain data: for the zod compiler, docs, test data generators and (later) editor panels. */
export type ShapeInfo =
  | {
      readonly kind: 'string';
      readonly max: number;
      readonly min: number;
      readonly pattern?: RegExp;
      readonly test?: (value: string) => boolean;
      /** What `pattern` and `test` mean, for messages: "a CSS color". */
      readonly patternName?: string;
    }
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'either'; readonly options: readonly [Shape<unknown>, Shape<unknown>] }
  | { readonly kind: 'nullable'; readonly inner: Shape<unknown> }
  | { readonly kind: 'array'; readonly item: Shape<unknown>; readonly max: number }
  | { readonly kind: 'object'; readonly fields: Fields; readonly required: ReadonlySet<string> }
  | {
      readonly kind: 'record';
      readonly keyPattern: RegExp;
      readonly keyName: string;
      readonly value: Shape<unknown>;
      readonly maxKeys: number;
    }
  | {
      readonly kind: 'discriminated';
      readonly key: string;
      readonly options: readonly (readonly [string, Shape<unknown>])[];
    };

/** A value description: its rules as data (`info`, which `to-zod.ts` compiles) and as a fast checker. */
export interface Shape<T> {
  readonly info: ShapeInfo;
  /** Never set: carries `T` for `Infer` (the type of the values the shape accepts). */
  readonly __type?: T;
  /** Whether `value` is valid: the fast verdict, with no paths kept and no issues collected. */
  test(value: unknown): boolean;
  /** Checks `value`; on failure appends issues (with a copy of `path`) and returns false. */
  check(value: unknown, path: PathStack, issues: Issue[]): boolean;
  /** A short human description for docs and error messages, e.g. "text, at most 300 characters". */
  readonly describe: string;
}

/** The value type a shape accepts. */
export type Infer<S> = S extends Shape<infer T> ? T : never;

function fail(issues: Issue[], path: PathStack, code: string, message: string): false {
  issues.push({ path: path.slice(), code, message });
  return false;
}

const typeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object' && !isPlainObject(value)
        ? 'an object that is not plain JSON data'
        : typeof value;

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

/** Whether `value` and everything in it is frozen (a loop: templates can be deep). */
function isDeepFrozen(value: object): boolean {
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (!Object.isFrozen(current)) return false;
    for (const child of Object.values(current)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return true;
}

/**
 * The same shape, remembering the deeply frozen values it accepted: a frozen value cannot change,
 * so the editor's canvas, which renders the same frozen sections again after every edit (Immer
 * shares what did not change), validates only the sections that changed. Values that are not
 * deeply frozen are checked every time, as before.
 */
export function rememberFrozen<T>(inner: Shape<T>): Shape<T> {
  const accepted = new WeakSet<object>();
  return {
    info: inner.info,
    describe: inner.describe,
    test(value) {
      if (typeof value === 'object' && value !== null && accepted.has(value)) return true;
      const valid = inner.test(value);
      if (valid && typeof value === 'object' && value !== null && isDeepFrozen(value)) accepted.add(value);
      return valid;
    },
    check: (value, path, issues) => inner.check(value, path, issues),
  };
}

/** An array of at most `max` items of one shape. */
export function array<T>(item: Shape<T>, options: { max: number }): Shape<T[]> {
  const { max } = options;
  return {
    info: { kind: 'array', item: item as Shape<unknown>, max },
    describe: `list of at most ${max} items`,
    test(value) {
      if (!Array.isArray(value) || value.length > max) return false;
      for (let i = 0; i < value.length; i++) if (!item.test(value[i])) return false;
      return true;
    },
    check(value, path, issues) {
      if (!Array.isArray(value))
        return fail(issues, path, 'invalid_type', `Expected array, received ${typeName(value)}`);
      if (value.length > max) return fail(issues, path, 'too_big', `Too many items: at most ${max}`);
      let ok = true;
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        if (!item.check(value[i], path, issues)) ok = false;
        path.pop();
      }
      return ok;
    },
  };
}

/** The field shapes of an object. */
// biome-ignore lint/suspicious/noExplicitAny: fields of different value types (each shape's T is checked where it is built)
export type Fields = Record<string, Shape<any>>;

/** The value type of an object shape: `Req` keys required, the rest optional. */
export type ObjectOf<F extends Fields, Req extends keyof F> = { [K in Req]: Infer<F[K]> } & {
  [K in Exclude<keyof F, Req>]?: Infer<F[K]>;
};

interface ObjectOptions<F extends Fields, Req extends keyof F> {
  required?: readonly Req[];
}

/**
 * Template data is JSON: plain objects only. An object with another prototype could hand the
 * renderer properties (`children`) that no check saw, since the checks read own properties.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An object with known fields. Unknown keys are allowed and left alone (forward compatibility:
 * a page saved by a newer editor still validates); the renderer never reads them.
 */
export function object<F extends Fields, Req extends keyof F = never>(
  fields: F,
  options: ObjectOptions<F, Req> = {},
): Shape<ObjectOf<F, Req>> {
  const required = new Set<string>((options.required ?? []) as readonly string[]);
  const byName = new Map<string, Shape<unknown>>(Object.entries(fields));
  const requiredList = [...required];
  return {
    info: { kind: 'object', fields, required },
    describe: 'object',
    test(value) {
      if (!isPlainObject(value)) return false;
      // Iterates the keys the value has (usually a few), not every field the shape knows.
      for (const key in value) {
        const field = byName.get(key);
        if (field === undefined) continue;
        const item = value[key];
        if (item !== undefined && !field.test(item)) return false;
      }
      for (let i = 0; i < requiredList.length; i++) {
        const key = requiredList[i] as string;
        if (value[key] === undefined || !Object.hasOwn(value, key)) return false;
      }
      return true;
    },
    check(value, path, issues) {
      if (!isPlainObject(value))
        return fail(issues, path, 'invalid_type', `Expected object, received ${typeName(value)}`);
      let ok = true;
      // Iterates the keys the value has (usually a few), not every field the shape knows.
      const keys = Object.keys(value);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        const field = byName.get(key);
        const item = value[key];
        if (field === undefined || item === undefined) continue;
        path.push(key);
        if (!field.check(item, path, issues)) ok = false;
        path.pop();
      }
      for (const key of requiredList) {
        if (value[key] === undefined || !Object.hasOwn(value, key)) {
          path.push(key);
          ok = fail(issues, path, 'invalid_type', 'Required');
          path.pop();
        }
      }
      return ok;
    },
  };
}

/** A map whose keys match `keyPattern` and whose values share one shape. */
export function record<T>(
  keyPattern: RegExp,
  keyName: string,
  value: Shape<T>,
  options: { maxKeys: number },
): Shape<Record<string, T>> {
  const { maxKeys } = options;
  return {
    info: { kind: 'record', keyPattern, keyName, value: value as Shape<unknown>, maxKeys },
    describe: `map of ${keyName} to ${value.describe}`,
    test(input) {
      if (!isPlainObject(input)) return false;
      const keys = Object.keys(input);
      if (keys.length > maxKeys) return false;
      for (const key of keys)
        if (key !== '__proto__' && (!keyPattern.test(key) || !value.test(input[key]))) return false;
      return true;
    },
    check(input, path, issues) {
      if (!isPlainObject(input))
        return fail(issues, path, 'invalid_type', `Expected object, received ${typeName(input)}`);
      const keys = Object.keys(input);
      if (keys.length > maxKeys) return fail(issues, path, 'too_big', `Too many keys: at most ${maxKeys}`);
      let ok = true;
      for (const key of keys) {
        path.push(key);
        // zod drops a "__proto__" key instead of judging it; it can never be a valid key here anyway.
        if (key !== '__proto__' && !keyPattern.test(key)) ok = fail(issues, path, 'invalid_key', `Expected ${keyName}`);
        else if (key !== '__proto__' && !value.check(input[key], path, issues)) ok = false;
        path.pop();
      }
      return ok;
    },
  };
}

/**
 * One of several object shapes, chosen by the string at `key` (a node's `tagName`). An unknown
 * value is reported at `key` with the list of known ones.
 */
// The variants' value types differ; the result is as wide as their union.
export function discriminated(
  key: string,
  // biome-ignore lint/suspicious/noExplicitAny: see above
  options: readonly (readonly [tag: string, shape: Shape<any>])[],
  // biome-ignore lint/suspicious/noExplicitAny: see above
): Shape<any> {
  const byTag = new Map(options);
  const list = options.map(([tag]) => `"${tag}"`).join(', ');
  return {
    info: { kind: 'discriminated', key, options },
    describe: `one of the kinds ${list}`,
    test(value) {
      if (!isPlainObject(value)) return false;
      const tag = Object.hasOwn(value, key) ? value[key] : undefined;
      const shape = typeof tag === 'string' ? byTag.get(tag) : undefined;
      return shape?.test(value) === true;
    },
    check(value, path, issues) {
      if (!isPlainObject(value))
        return fail(issues, path, 'invalid_type', `Expected object, received ${typeName(value)}`);
      const tag = Object.hasOwn(value, key) ? value[key] : undefined;
      const shape = typeof tag === 'string' ? byTag.get(tag) : undefined;
      if (!shape) {
        path.push(key);
        fail(issues, path, 'invalid_union', `Expected one of ${list}`);
        path.pop();
        return false;
      }
      return shape.check(value, path, issues);
    },
  };
}

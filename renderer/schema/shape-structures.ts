/**
 * Shapes of structured values (shape.ts): arrays, objects with known fields, records, unions told
 * apart by a key, and a shape that remembers the deeply frozen values it accepted.
 */
import {
  fail,
  isPlainObject,
  typeName,
  type Fields,
  type Infer,
  type Shape,
  type ShownWhen,
  type StartsAs,
} from './shape-core.ts';

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

/** The value type of an object shape: `Req` keys required, the rest optional. */
export type ObjectOf<F extends Fields, Req extends keyof F> = { [K in Req]: Infer<F[K]> } & {
  [K in Exclude<keyof F, Req>]?: Infer<F[K]>;
};

interface ObjectOptions<F extends Fields, Req extends keyof F> {
  required?: readonly Req[];
  /** Fields shown only for some values of a sibling (shape-core.ts `ShownWhen`). */
  shownWhen?: { readonly [K in keyof F]?: { readonly field: keyof F & string; readonly values: readonly string[] } };
  /** A new item's texts by the value of one of its fields (shape-core.ts `StartsAs`). */
  startsAs?: {
    readonly field: keyof F & string;
    readonly values: Readonly<Record<string, { readonly [K in keyof F]?: string }>>;
  };
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
    info: {
      kind: 'object',
      fields,
      required,
      shownWhen: (options.shownWhen ?? {}) as ShownWhen,
      ...(options.startsAs ? { startsAs: options.startsAs as StartsAs } : {}),
    },
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

/**
 * What every shape is (shape.ts): the `Shape` interface, its data form (`ShapeInfo`), the issues a
 * check reports, and the helpers the shapes share to report them.
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
  | {
      readonly kind: 'object';
      readonly fields: Fields;
      readonly required: ReadonlySet<string>;
      /** Fields that mean something only for some values of a sibling (an editor shows them then). */
      readonly shownWhen?: ShownWhen;
      /** What a new item's texts start as, by the value of one of its fields (an editor adds it so). */
      readonly startsAs?: StartsAs;
    }
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

export function fail(issues: Issue[], path: PathStack, code: string, message: string): false {
  issues.push({ path: path.slice(), code, message });
  return false;
}

export const typeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object' && !isPlainObject(value)
        ? 'an object that is not plain JSON data'
        : typeof value;

/**
 * Template data is JSON: plain objects only. An object with another prototype could hand the
 * renderer properties (`children`) that no check saw, since the checks read own properties.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The field shapes of an object. */
// biome-ignore lint/suspicious/noExplicitAny: fields of different value types (each shape's T is checked where it is built)
export type Fields = Record<string, Shape<any>>;

/**
 * For an object's fields: the sibling field and its values for which a field means something (a
 * form field's options are a select's). Validation ignores it; an editor hides the field otherwise.
 */
export type ShownWhen = Readonly<Record<string, { readonly field: string; readonly values: readonly string[] }>>;

/**
 * For an object's fields: the texts an editor starts a new item with, by the value of one of its
 * enum fields (a form field's label and name by its type), so that a new item is usable as it is
 * added. Validation ignores it. A text in a field that tells items apart (a required one that
 * cannot be empty: a name) is numbered when another item has it (`email_2`).
 */
export interface StartsAs {
  readonly field: string;
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

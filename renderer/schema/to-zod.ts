/**
 * Compiles a shape's rules (its `info`, see shape.ts) to a zod schema: the published form of the
 * template schema (docs, JSON Schema, OpenAPI). Only server-side code and tests import this file,
 * so zod stays out of the render path and out of the editor's bundle.
 *
 * Each rule here mirrors the shape's fast checker (same limits, patterns and messages);
 * shape.test.ts checks with random input that the two accept and reject exactly the same values.
 */
import * as z from 'zod';
import type { Shape, ShapeInfo } from './shape.ts';

// One schema per shape: a shape used in several places (a block kind, a color) compiles once,
// and stays one schema object, as it was when each shape built its own.
const compiled = new WeakMap<Shape<unknown>, z.ZodType>();

/** The zod schema of a shape, compiled on first use and remembered. */
export function toZod<T>(shape: Shape<T>): z.ZodType<T> {
  let schema = compiled.get(shape as Shape<unknown>);
  if (!schema) compiled.set(shape as Shape<unknown>, (schema = compile(shape.info)));
  return schema as z.ZodType<T>;
}

function compile(info: ShapeInfo): z.ZodType {
  switch (info.kind) {
    case 'string': {
      const { max, min, pattern, test, patternName } = info;
      let schema = z.string().max(max);
      if (min > 0) schema = schema.min(min);
      if (pattern) schema = schema.regex(pattern, patternName ? `Expected ${patternName}` : undefined);
      return test ? schema.refine(test, `Expected ${patternName ?? 'a valid value'}`) : schema;
    }
    case 'literal':
      return z.literal(info.value);
    case 'enum':
      return z.enum(info.values as unknown as [string, ...string[]]);
    case 'number':
      return (info.integer ? z.int() : z.number()).min(info.min).max(info.max);
    case 'boolean':
      return z.boolean();
    case 'either':
      return z.union([toZod(info.options[0]), toZod(info.options[1])]);
    case 'nullable':
      return toZod(info.inner).nullable();
    case 'array':
      return z.array(toZod(info.item)).max(info.max);
    case 'object': {
      const fields: Record<string, z.ZodType> = {};
      for (const [key, field] of Object.entries(info.fields))
        fields[key] = info.required.has(key) ? toZod(field) : toZod(field).optional();
      // Loose: unknown keys are allowed and left alone, as the fast checker does (see shape.ts `object`).
      return z.looseObject(fields);
    }
    case 'record': {
      const { keyPattern, keyName, maxKeys } = info;
      return z
        .record(z.string().regex(keyPattern, `Expected ${keyName}`), toZod(info.value))
        .refine((r) => Object.keys(r).length <= maxKeys, `Too many keys: at most ${maxKeys}`);
    }
    case 'discriminated':
      return z.discriminatedUnion(
        info.key,
        info.options.map(([, shape]) => toZod(shape)) as unknown as [z.ZodObject, ...z.ZodObject[]],
      );
  }
}

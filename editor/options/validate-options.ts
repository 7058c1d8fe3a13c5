/**
 * Checks options as the spec asks: on init and on every `setOptions()`. A value of the wrong type
 * or an unsupported `language` throws an Error whose message starts with `Invalid options
 * provided` and names every offending field path; the caller then does not start, or leaves the
 * editor as it was.
 */
import * as z from 'zod/mini';
import { formatPath } from '../../renderer/index.ts';
import { LANGUAGES } from './languages.ts';
import { optionsSchema, type EditorOptions } from './options-schema.ts';

/** The Error options validation throws; `fields` lists the offending paths. */
export class InvalidOptionsError extends Error {
  constructor(readonly fields: readonly { path: string; message: string }[]) {
    super(`Invalid options provided: ${fields.map((field) => `${field.path || '(config)'}: ${field.message}`).join('; ')}`);
    this.name = 'InvalidOptionsError';
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A plain message for one issue (zod/mini carries no message catalogue: it stays small). */
function describe(issue: z.core.$ZodIssue, config: unknown): string {
  const given = valueAt(config, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return given === undefined ? 'required' : `expected ${issue.expected}, got ${Array.isArray(given) ? 'array' : given === null ? 'null' : typeof given}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return given === undefined ? 'required' : 'not one of the accepted shapes';
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}


/** The options with defaults filled in; throws InvalidOptionsError. `callbacks` inside config is dropped (ignored by the spec's rule). */
export function validateOptions(config: unknown): EditorOptions {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new InvalidOptionsError([{ path: '', message: 'config must be an object' }]);
  }
  const result = z.safeParse(optionsSchema, config);
  if (result.success) return result.data;
  throw new InvalidOptionsError(
    result.error.issues.slice(0, 20).map((issue) => ({
      path: formatPath(issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))),
      message: issue.path[0] === 'language' ? `unsupported language (one of ${LANGUAGES.join(', ')})` : describe(issue, config),
    })),
  );
}

/**
 * Checks options as the spec asks: on init and on every `setOptions()`. A value of the wrong type
 * or an unsupported `language` throws an Error whose message starts with `Invalid options
 * provided` and names every offending field path; the caller then does not start, or leaves the
 * editor as it was.
 */
import { formatPath } from '../../renderer/index.ts';
import type { Issue } from '../../renderer/schema/shape.ts';
import { LANGUAGES } from './languages.ts';
import { IMAGE_COMPRESSION_DEFAULTS, OPTION_DEFAULTS, OPTION_FIELDS, type EditorOptions } from './options-schema.ts';

/** The Error options validation throws; `fields` lists the offending paths. */
export class InvalidOptionsError extends Error {
  constructor(readonly fields: readonly { path: string; message: string }[]) {
    super(
      `Invalid options provided: ${fields.map((field) => `${field.path || '(config)'}: ${field.message}`).join('; ')}`,
    );
    this.name = 'InvalidOptionsError';
  }
}

const FIELD_NAMES = Object.keys(OPTION_FIELDS) as (keyof typeof OPTION_FIELDS)[];

/** The message an issue shows: the shapes' wording, lower-cased to read after "field: ". */
function message(issue: Issue): string {
  if (issue.path[0] === 'language') return `unsupported language (one of ${LANGUAGES.join(', ')})`;
  return issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
}

/** The options with defaults filled in; throws InvalidOptionsError. Only known fields are kept, so `callbacks` inside config is dropped (ignored by the spec's rule). */
export function validateOptions(config: unknown): EditorOptions {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new InvalidOptionsError([{ path: '', message: 'config must be an object' }]);
  }
  const given = config as Record<string, unknown>;
  const issues: Issue[] = [];
  const options: Record<string, unknown> = { ...OPTION_DEFAULTS };
  for (const name of FIELD_NAMES) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    if (value === undefined) {
      if (name === 'authorize') issues.push({ path: [name], code: 'invalid_type', message: 'Required' });
      continue;
    }
    if (OPTION_FIELDS[name].check(value, [name], issues)) options[name] = value;
  }
  if (issues.length > 0)
    throw new InvalidOptionsError(
      issues.slice(0, 20).map((issue) => ({ path: formatPath(issue.path), message: message(issue) })),
    );
  options.imageCompressionOptions = {
    ...IMAGE_COMPRESSION_DEFAULTS,
    ...(options.imageCompressionOptions as object | undefined),
  };
  return options as EditorOptions;
}

/** Checks one option's value alone (`updateApiAuthorizationHeader`); throws InvalidOptionsError naming it. */
export function validateOption<K extends keyof typeof OPTION_FIELDS>(name: K, value: unknown): void {
  if (value === undefined) return;
  const issues: Issue[] = [];
  if (!OPTION_FIELDS[name].check(value, [name], issues))
    throw new InvalidOptionsError(
      issues.slice(0, 20).map((issue) => ({ path: formatPath(issue.path), message: message(issue) })),
    );
}

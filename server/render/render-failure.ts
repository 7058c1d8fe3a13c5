/**
 * A render that failed, as the worker hands it back: the renderer's errors (a named limit, issues
 * with paths) turned into catalog codes with paths into the request body, anything else an
 * internal error. Shared by the landing and the email jobs, so both endpoints name fields alike.
 */
import { formatPath, TemplateLimitError, TemplateValidationError } from '../../renderer/index.ts';
import type { ErrorEntry } from '../http/error-codes.ts';

/** A failed render. */
export interface RenderFailure {
  readonly ok: false;
  /** `output_too_large`: the email's HTML is past its output budget (email/output-budget.ts). */
  readonly code: 'template_invalid' | 'invalid_json' | 'template_limit' | 'output_too_large' | 'internal_error';
  readonly message: string;
  readonly errors: readonly ErrorEntry[];
}

/**
 * Where an issue sits in the request body. Renderers report option problems under `options`,
 * synced sections under `syncedSections`, JSON text that does not parse as `definition`, and
 * everything about the template itself from its root, which in the request is `definition`.
 */
function requestPath(path: readonly (string | number)[]): string {
  const [head] = path;
  if (head === 'options' && path[1] === 'syncedSections') return formatPath(path.slice(1));
  if (head === 'options' || head === 'definition' || head === 'syncedSections') return formatPath(path);
  return formatPath(['definition', ...path]);
}

function limitPath(path: string): string {
  if (path === '') return 'definition';
  return /^(definition|syncedSections|options)/.test(path) ? path : `definition.${path}`.replace('.[', '[');
}

/** `error` as a failed render. */
export function renderFailure(error: unknown): RenderFailure {
  if (error instanceof TemplateLimitError) {
    return {
      ok: false,
      code: 'template_limit',
      message: error.message,
      errors: [
        { path: limitPath(error.path), code: 'template_limit', message: `${error.limit} is at most ${error.max}` },
      ],
    };
  }
  if (error instanceof TemplateValidationError) {
    const errors = error.issues
      .slice(0, 100)
      .map((issue) => ({ path: requestPath(issue.path), code: issue.code, message: issue.message }));
    const code = error.issues.every((issue) => issue.code === 'invalid_json') ? 'invalid_json' : 'template_invalid';
    return {
      ok: false,
      code,
      message: code === 'invalid_json' ? `${errors[0]?.path} is not valid JSON` : error.message,
      errors,
    };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ok: false, code: 'internal_error', message, errors: [] };
}

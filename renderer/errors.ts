/**
 * The renderer's errors. Misuse of the API throws TypeError; a template that cannot be rendered
 * throws one of these, each with a stable `code` (docs/template-format.md lists them) that the
 * service maps to its HTTP statuses.
 */
import type { Issue } from './schema/shape.ts';

/** Stable error codes of the renderer. */
export const RENDER_ERROR_CODES = {
  template_invalid: 'The template (or an option) does not match the template format.',
  template_limit: 'The template is past one of the named limits.',
} as const;

export type RenderErrorCode = keyof typeof RENDER_ERROR_CODES;

/** Formats a path like `children[0].attributes.color`. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? part : `.${part}`;
  return out;
}

/** The template does not match the format: `issues` says where and why. */
export class TemplateValidationError extends Error {
  readonly code = 'template_invalid' satisfies RenderErrorCode;
  constructor(readonly issues: readonly Issue[]) {
    const first = issues[0];
    const where = first ? `${formatPath(first.path) || '(root)'}: ${first.message}` : 'invalid template';
    super(`Invalid template: ${where}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`);
    this.name = 'TemplateValidationError';
  }
}

/** The template is past a named limit. A RangeError, as the spec's "conversion range error". */
export class TemplateLimitError extends RangeError {
  readonly code = 'template_limit' satisfies RenderErrorCode;
  constructor(
    readonly limit: string,
    readonly max: number,
    readonly path: string,
  ) {
    super(`Template too large: ${limit} is ${max}${path ? ` (at ${path})` : ''}`);
    this.name = 'TemplateLimitError';
  }
}

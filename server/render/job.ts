/**
 * One landing page render, as the worker runs it: the request's fields in (JSON text as the client
 * sent it, so that parsing a multi-megabyte definition happens off the event loop too), and a
 * plain, cloneable outcome out. Both landing endpoints go through this one function, which calls
 * the renderer's one entry, so they return the same bytes for the same input.
 */
import { formatPath, renderPage, TemplateLimitError, TemplateValidationError, type RenderWarning } from '../../renderer/index.ts';
import type { ErrorEntry } from '../http/error-codes.ts';

/** What a render needs. */
export interface RenderJob {
  readonly definition: string;
  /** `options.fonts`: JSON text of an array of font objects. */
  readonly fonts: string;
  readonly minify: boolean;
  readonly syncedSections?: readonly { readonly id: number | string; readonly definition: string }[];
}

/** What a render gives back. */
export type RenderOutcome =
  | { readonly ok: true; readonly html: string; readonly warnings: readonly RenderWarning[]; readonly renderMs: number }
  | { readonly ok: false; readonly code: 'template_invalid' | 'invalid_json'; readonly message: string; readonly errors: readonly ErrorEntry[] }
  | { readonly ok: false; readonly code: 'template_limit'; readonly message: string; readonly errors: readonly ErrorEntry[] }
  | { readonly ok: false; readonly code: 'internal_error'; readonly message: string; readonly errors: readonly ErrorEntry[] };

/**
 * Where an issue sits in the request body. The renderer reports option problems under `options`,
 * synced sections under `syncedSections`, JSON text that does not parse as `definition`, and
 * everything about the page itself from the page's root, which in the request is `definition`.
 */
function requestPath(path: readonly (string | number)[]): string {
  const [head] = path;
  if (head === 'options' && path[1] === 'syncedSections') return formatPath(path.slice(1));
  if (head === 'options' || head === 'definition' || head === 'syncedSections') return formatPath(path);
  return formatPath(['definition', ...path]);
}

function limitPath(path: string): string {
  if (path === '') return 'definition';
  return path.startsWith('definition') || path.startsWith('syncedSections') ? path : `definition.${path}`.replace('.[', '[');
}

/** Renders `job`; never throws. */
export function runRenderJob(job: RenderJob): RenderOutcome {
  const started = performance.now();
  let fonts: unknown;
  try {
    fonts = JSON.parse(job.fonts);
  } catch (error) {
    const message = `options.fonts is not valid JSON: ${(error as Error).message}`;
    return { ok: false, code: 'invalid_json', message, errors: [{ path: 'options.fonts', code: 'invalid_json', message }] };
  }
  try {
    const { html, warnings } = renderPage(job.definition, {
      mode: 'publish',
      minify: job.minify,
      fonts: fonts as never,
      ...(job.syncedSections === undefined ? {} : { syncedSections: job.syncedSections }),
    });
    return { ok: true, html, warnings, renderMs: performance.now() - started };
  } catch (error) {
    if (error instanceof TemplateLimitError) {
      const path = limitPath(error.path);
      return { ok: false, code: 'template_limit', message: error.message, errors: [{ path, code: 'template_limit', message: `${error.limit} is at most ${error.max}` }] };
    }
    if (error instanceof TemplateValidationError) {
      const errors = error.issues.slice(0, 100).map((issue) => ({ path: requestPath(issue.path), code: issue.code, message: issue.message }));
      const code = error.issues.every((issue) => issue.code === 'invalid_json') ? 'invalid_json' : 'template_invalid';
      return { ok: false, code, message: code === 'invalid_json' ? `${errors[0]?.path} is not valid JSON` : error.message, errors };
    }
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, code: 'internal_error', message, errors: [] };
  }
}

/**
 * One landing page render, as the worker runs it: the request's fields in (JSON text as the client
 * sent it, so that parsing a multi-megabyte definition happens off the event loop too), and a
 * plain, cloneable outcome out. Both landing endpoints go through this one function, which calls
 * the renderer's one entry, so they return the same bytes for the same input.
 */
import { renderPage, type RenderWarning } from '../../renderer/index.ts';
import { renderFailure, type RenderFailure } from './render-failure.ts';
import { jsonBytes } from './transfer.ts';

/** What a render needs. */
export interface RenderJob {
  readonly definition: string;
  /** `options.fonts`: JSON text of an array of font objects. */
  readonly fonts: string;
  readonly minify: boolean;
  readonly syncedSections?: readonly { readonly id: number | string; readonly definition: string }[];
}

/**
 * What a render gives back. `body` is the response body, `{"html": ...}` as UTF-8, made here in
 * the worker and moved (not copied) to the event loop: a maximal page's 4.5 MB of HTML took the
 * event loop 20 to 100 ms to stringify and encode, a stall for every other request.
 */
export type RenderOutcome =
  | {
      readonly ok: true;
      readonly body: Uint8Array;
      readonly warnings: readonly RenderWarning[];
      readonly renderMs: number;
    }
  | RenderFailure;

/** Renders `job`; never throws. */
export function runRenderJob(job: RenderJob): RenderOutcome {
  const started = performance.now();
  let fonts: unknown;
  try {
    fonts = JSON.parse(job.fonts);
  } catch (error) {
    const message = `options.fonts is not valid JSON: ${(error as Error).message}`;
    return {
      ok: false,
      code: 'invalid_json',
      message,
      errors: [{ path: 'options.fonts', code: 'invalid_json', message }],
    };
  }
  try {
    const { html, warnings } = renderPage(job.definition, {
      mode: 'publish',
      minify: job.minify,
      fonts: fonts as never,
      ...(job.syncedSections === undefined ? {} : { syncedSections: job.syncedSections }),
    });
    return { ok: true, body: jsonBytes({ html }), warnings, renderMs: performance.now() - started };
  } catch (error) {
    return renderFailure(error);
  }
}

/**
 * The part both landing page endpoints share: from a validated request to a rendered page through
 * the worker pool, with metrics and usage recorded, and renderer failures turned into catalog
 * errors. One function, so get-html and json2html return the same bytes for the same input.
 */
import type { Request, Response } from 'express';
import { LIMITS, type RenderWarning } from '../../renderer/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/error-codes.ts';
import { locals } from '../http/request-context.ts';
import type { RenderJob } from '../render/job.ts';
import type { PooledOutcome } from '../render/render-pool.ts';
import type { RenderFailure } from '../render/render-failure.ts';

type Rendered = Extract<PooledOutcome, { ok: true }>;

const WARNINGS_OPEN = Buffer.from(',"warnings":');

/**
 * Sends a rendered page: `{"html": ...}`, or `{"html": ..., "warnings": [...]}` when there are
 * warnings to send. The body's bytes come ready from the pool (or its cache): both landing
 * endpoints send the same bytes for the same page.
 */
export function sendRendered(res: Response, rendered: Rendered, warnings: readonly RenderWarning[] = []): Buffer {
  const body =
    warnings.length === 0
      ? rendered.body
      : Buffer.concat([
          rendered.body.subarray(0, rendered.body.length - 1),
          WARNINGS_OPEN,
          Buffer.from(`${JSON.stringify(warnings)}}`),
        ]);
  res.type('application/json').send(body);
  return body;
}

/** The render job of a landing request (get-html's and json2html's fields are the same). */
export function renderJob(request: {
  definition: string;
  options: { fonts: string; minify?: boolean | undefined };
  syncedSections?: RenderJob['syncedSections'] | undefined;
}): RenderJob {
  return {
    definition: request.definition,
    fonts: request.options.fonts,
    minify: request.options.minify ?? false,
    ...(request.syncedSections === undefined ? {} : { syncedSections: request.syncedSections }),
  };
}

/** Who a render is for (usage attribution). */
export interface RenderCaller {
  readonly accountId: string;
  readonly keyId: string;
  readonly userId?: string | number | undefined;
  readonly endpoint: string;
}

/** The synced sections count is a named limit; checked before the worker so a huge list costs nothing. */
export function checkSyncedSectionCount(body: Record<string, unknown>, max: number = LIMITS.maxSyncedSections): void {
  const list = body.syncedSections;
  if (Array.isArray(list) && list.length > max) {
    throw new HttpError('template_limit', `Template too large: maxSyncedSections is ${max} (at syncedSections)`, {
      errors: [{ path: 'syncedSections', code: 'template_limit', message: `maxSyncedSections is at most ${max}` }],
      detail: `Template too large: maxSyncedSections is ${max} (at syncedSections)`,
    });
  }
}

/** Records the usage of this request for `caller` once its response is finished. */
export function recordUsage(
  deps: AppDeps,
  req: Request,
  res: Response,
  caller: RenderCaller,
  renderMs: () => number | undefined = () => undefined,
): void {
  res.on('finish', () => {
    deps.usage.record({
      accountId: caller.accountId,
      keyId: caller.keyId,
      userId: caller.userId === undefined ? undefined : String(caller.userId),
      endpoint: caller.endpoint,
      status: res.statusCode,
      requestBytes: Number(req.get('content-length') ?? 0),
      responseBytes: Number(res.getHeader('content-length') ?? 0),
      renderMs: renderMs(),
      at: new Date(),
    });
  });
}

/** What the catalog's internal error says for a failed render, and what the log line says. */
export interface FailureWording {
  readonly message: string;
  readonly log: string;
}

/**
 * Runs one render in the worker pool, counted in the in-flight gauge, and turns a failure into
 * its catalog error (an internal one logged by request id, never with the template, whose text
 * the message may quote). Both landing endpoints and the email endpoint go through it.
 */
export async function renderInPool<O extends { readonly ok: boolean }>(
  deps: AppDeps,
  res: Response,
  render: () => Promise<O>,
  wording: FailureWording,
): Promise<Exclude<O, RenderFailure>> {
  deps.metrics.rendersInFlight.inc();
  let outcome: O;
  try {
    outcome = await render();
  } finally {
    deps.metrics.rendersInFlight.dec();
  }
  if (outcome.ok) return outcome as Exclude<O, RenderFailure>;
  const failure = outcome as unknown as RenderFailure;
  if (failure.code === 'internal_error') {
    deps.logger.error({ requestId: res.locals.requestId, err: { message: failure.message } }, wording.log);
    throw new HttpError('internal_error', wording.message, { detail: failure.message });
  }
  throw new HttpError(failure.code, failure.message, { errors: failure.errors, detail: failure.message });
}

const LANDING_FAILURE: FailureWording = {
  message: 'Internal error while converting the template to HTML.',
  log: 'render failed',
};

/** Renders `job` for `caller`; records usage when the response is finished. */
export async function renderLanding(
  deps: AppDeps,
  req: Request,
  res: Response,
  job: RenderJob,
  caller: RenderCaller,
): Promise<Rendered> {
  let renderMs: number | undefined;
  recordUsage(deps, req, res, caller, () => renderMs);
  const outcome = await renderInPool(deps, res, () => deps.renderPool.render(job, locals(res).client), LANDING_FAILURE);
  if (outcome.cached) deps.metrics.renderCache.inc({ result: 'hit' });
  else {
    renderMs = outcome.renderMs;
    deps.metrics.renderCache.inc({ result: 'miss' });
    deps.metrics.renderTime.observe({ endpoint: caller.endpoint }, outcome.renderMs / 1000);
  }
  return outcome;
}

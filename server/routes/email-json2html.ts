/**
 * POST /email/v1/json2html: an email template rendered to HTML for mail clients, with the
 * account's secret key in `X-Secret-Key` (server to server: no hostname check, no CORS). Same
 * error family as the landing v1 endpoint: 401 `{message}`, 422 `{message, errors}` naming each
 * field, 500 `{message, error}`. The body is `{html, warnings}`, `warnings` always present, made
 * by the worker as bytes; an email past the output budget is a 422 `output_too_large`.
 *
 * The key is checked before the body is read. The render runs in the worker pool beside the
 * landing renders (server/render/email-job.ts), in the same line and under the same time limit.
 */
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../deps.ts';
import { bodyBounds } from '../http/body-reader.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint, locals } from '../http/request-context.ts';
import { parseBody, requireObjectBody } from '../http/validate.ts';
import { emailJson2htmlRequest } from '../schemas/requests.ts';
import type { EmailJob } from '../render/email-job.ts';
import { asBuffer } from '../render/transfer.ts';
import type { Limiters } from './browser-caller.ts';
import { secretKeyAuth, type SecretKeyRecord } from './secret-key-auth.ts';
import { parseJsonBytes, rawJsonBody } from './json-body.ts';
import { checkSyncedSectionCount, recordUsage, renderInPool, type FailureWording } from './render-landing.ts';
import { EMAIL_LIMITS } from '../../email/limits.ts';

/** The route's name in metrics, logs and usage. */
const ROUTE = 'email-json2html';

const EMAIL_FAILURE: FailureWording = {
  message: 'Internal error while converting the email template to HTML.',
  log: 'email render failed',
};

/** The email json2html router. */
export function emailJson2htmlRouter(deps: AppDeps, limiters: Limiters): Router {
  const router = Router();
  const rawBody = rawJsonBody(bodyBounds(deps));
  router.use('/email/v1/json2html', endpoint(ROUTE, 'v1', deps.isDraining));
  router.post('/email/v1/json2html', secretKeyAuth(deps, limiters), rawBody, async (req: Request, res: Response) => {
    const record = res.locals.secretKey as SecretKeyRecord;
    const body = requireObjectBody(Buffer.isBuffer(req.body) ? parseJsonBytes(req.body) : req.body);
    checkSyncedSectionCount(body, EMAIL_LIMITS.maxSyncedSections);
    const request = parseBody(emailJson2htmlRequest, body);
    let renderMs: number | undefined;
    recordUsage(
      deps,
      req,
      res,
      { accountId: record.accountId, keyId: record.id, userId: request.userId, endpoint: ROUTE },
      () => renderMs,
    );
    const job: EmailJob = {
      definition: request.definition,
      options: request.options,
      ...(request.syncedSections === undefined ? {} : { syncedSections: request.syncedSections }),
    };
    const outcome = await renderInPool(
      deps,
      res,
      () => deps.renderPool.renderEmail(job, locals(res).client),
      EMAIL_FAILURE,
    );
    renderMs = outcome.renderMs;
    deps.metrics.renderTime.observe({ endpoint: ROUTE }, outcome.renderMs / 1000);
    // The body comes as bytes from the worker (email-job.ts): sent as they are, never stringified here.
    res.type('application/json').send(asBuffer(outcome.body));
  });
  router.all('/email/v1/json2html', () => {
    throw new HttpError('method_not_allowed', 'Use POST.');
  });
  return router;
}

/**
 * POST /landing-page/v1/json2html: server-to-server rendering with the account's secret key in
 * `X-Secret-Key`. No hostname check and no CORS (a secret never belongs in a browser). Input
 * problems are 422; `warnings` is present only when there is one.
 */
import { Router, type Request, type Response } from 'express';
import { authenticateSecretKey } from '../auth/authenticate.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint, locals } from '../http/request-context.ts';
import { parseBody, requireObjectBody } from '../http/validate.ts';
import { json2htmlRequest } from '../schemas/requests.ts';
import type { JsonBody } from './json-body.ts';
import { countAuthFailure, type Limiters } from './browser-caller.ts';
import { checkSyncedSectionCount, renderJob, renderLanding, sendRendered } from './render-landing.ts';

/** The json2html router. */
export function json2htmlRouter(deps: AppDeps, jsonBody: JsonBody, limiters: Limiters): Router {
  const router = Router();
  router.use('/landing-page/v1/json2html', endpoint('json2html', 'v1', deps.isDraining));
  router.post('/landing-page/v1/json2html', async (req: Request, res: Response, next) => {
    // The key is checked before the body is read: an unauthenticated client cannot make the
    // service parse 10 MB of JSON.
    const auth = await authenticateSecretKey(deps.keys, req.get('x-secret-key'));
    if ('refused' in auth) {
      deps.logger.info({ requestId: locals(res).requestId, reason: auth.reason }, 'secret key refused');
      countAuthFailure(limiters, req);
      throw auth.refused;
    }
    locals(res).keyId = auth.record.id;
    limiters.keys.take(auth.record.id);
    res.locals.secretKey = auth.record;
    next();
  }, jsonBody, async (req: Request, res: Response) => {
    const record = res.locals.secretKey as { id: string; accountId: string };
    const body = requireObjectBody(req.body);
    checkSyncedSectionCount(body);
    const request = parseBody(json2htmlRequest, body);
    const rendered = await renderLanding(
      deps,
      req,
      res,
      renderJob(request),
      { accountId: record.accountId, keyId: record.id, userId: request.userId, endpoint: 'json2html' },
    );
    const all = request.options.warnings === 'all';
    const warnings = rendered.warnings.filter((warning) => all || warning.type === 'missing_fonts');
    sendRendered(res, rendered, warnings);
  });
  router.all('/landing-page/v1/json2html', () => {
    throw new HttpError('method_not_allowed', 'Use POST.');
  });
  return router;
}

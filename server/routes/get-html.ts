/**
 * POST /landing-page/get-html: what the editor calls on save. Credentials in the body (a public
 * API key and the page's hostname). The credentials are checked first, so that a browser on an
 * allowed origin can read every later error (CORS), then the rate limit, then the rest of the body.
 */
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../deps.ts';
import { preflight } from '../http/cors.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';
import { parseBody, requireObjectBody } from '../http/validate.ts';
import { getHtmlRequest } from '../schemas/requests.ts';
import { authenticateBrowserCaller, type Limiters } from './browser-caller.ts';
import { checkSyncedSectionCount, renderJob, renderLanding, sendRendered } from './render-landing.ts';
import type { JsonBody } from './json-body.ts';

const credentials = getHtmlRequest.pick({ apiKey: true, hostname: true });

/** The get-html router. */
export function getHtmlRouter(deps: AppDeps, jsonBody: JsonBody, limiters: Limiters): Router {
  const router = Router();
  router.use('/landing-page/get-html', endpoint('get-html', 'get-html', deps.isDraining), preflight);
  router.post('/landing-page/get-html', jsonBody, async (req: Request, res: Response) => {
    const body = requireObjectBody(req.body);
    const { apiKey, hostname } = parseBody(credentials, body);
    const key = await authenticateBrowserCaller(deps, limiters, req, res, apiKey, hostname);
    checkSyncedSectionCount(body);
    const request = parseBody(getHtmlRequest, body);
    const rendered = await renderLanding(
      deps,
      req,
      res,
      renderJob(request),
      { accountId: key.accountId, keyId: key.key, userId: request.userId, endpoint: 'get-html' },
    );
    sendRendered(res, rendered);
  });
  router.all('/landing-page/get-html', () => {
    throw new HttpError('method_not_allowed', 'Use POST.');
  });
  return router;
}


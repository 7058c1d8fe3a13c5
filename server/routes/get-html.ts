/**
 * POST /landing-page/get-html: what the editor calls on save. Credentials in the body (a public
 * API key and the page's hostname). They are read from the body before it is parsed and checked
 * first (server/routes/json-body.ts): a caller without a valid key never gets the body parsed, and
 * a browser on an allowed origin can read every later error (CORS). Then the rate limit, then the
 * rest of the body.
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
import { credentialedBody, type JsonBody } from './json-body.ts';

const credentials = getHtmlRequest.pick({ apiKey: true, hostname: true });
const CREDENTIALS = Object.keys(credentials.shape);

/** The get-html router. */
export function getHtmlRouter(deps: AppDeps, rawBody: JsonBody, limiters: Limiters): Router {
  const router = Router();
  router.use('/landing-page/get-html', endpoint('get-html', 'get-html', deps.isDraining), preflight);
  router.post('/landing-page/get-html', rawBody, async (req: Request, res: Response) => {
    const scanned = credentialedBody(req.body, CREDENTIALS);
    const { apiKey, hostname } = parseBody(credentials, scanned.members);
    const key = await authenticateBrowserCaller(deps, limiters, req, res, apiKey, hostname);
    const body = requireObjectBody(scanned.parse());
    checkSyncedSectionCount(body);
    const request = parseBody(getHtmlRequest, body);
    const rendered = await renderLanding(deps, req, res, renderJob(request), {
      accountId: key.accountId,
      keyId: key.key,
      userId: request.userId,
      endpoint: 'get-html',
    });
    sendRendered(res, rendered);
  });
  router.all('/landing-page/get-html', () => {
    throw new HttpError('method_not_allowed', 'Use POST.');
  });
  return router;
}

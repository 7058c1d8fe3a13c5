/**
 * POST /editor/v1/authorize: the editor's first call. The public key, the user and the page's
 * hostname in; a short-lived signed token for the editor's own API calls and the account's
 * feature flags out. Checked like get-html: the key active, the hostname on its list, the Origin
 * (when a browser sends one) on that hostname; CORS only for allowed origins.
 */
import { Router, type Request, type Response } from 'express';
import { signEditorToken } from '../auth/editor-token.ts';
import { editorClaims, requireEditorToken } from '../auth/require-editor-token.ts';
import { normalizeHostname } from '../auth/hostname.ts';
import type { AppDeps } from '../deps.ts';
import { allowOrigin, preflight } from '../http/cors.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';
import { parseBody } from '../http/validate.ts';
import { authorizeRequest } from '../schemas/requests.ts';
import { authenticateBrowserCaller, type Limiters } from './browser-caller.ts';
import { credentialedBody, type JsonBody } from './json-body.ts';

const credentials = authorizeRequest.pick({ apiKey: true, hostname: true });
const CREDENTIALS = Object.keys(credentials.shape);

/** The authorize router. */
export function authorizeRouter(deps: AppDeps, rawBody: JsonBody, limiters: Limiters): Router {
  const router = Router();
  router.use('/editor/v1/authorize', endpoint('authorize', 'get-html', deps.isDraining), preflight);
  router.post('/editor/v1/authorize', rawBody, async (req: Request, res: Response) => {
    // The credentials first, read before the body is parsed (as get-html does).
    const scanned = credentialedBody(req.body, CREDENTIALS);
    const { apiKey, hostname } = parseBody(credentials, scanned.members);
    const key = await authenticateBrowserCaller(deps, limiters, req, res, apiKey, hostname);
    const request = parseBody(authorizeRequest, scanned.parse());
    const now = Math.floor(Date.now() / 1000);
    const exp = now + deps.limits.tokenTtlSeconds;
    const userId = String(request.userId);
    const token = await signEditorToken(deps.tokenSecret, {
      sub: key.accountId,
      key: key.key,
      uid: userId,
      host: normalizeHostname(request.hostname) ?? request.hostname,
      features: key.features,
      iat: now,
      exp,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      token,
      expiresAt: new Date(exp * 1000).toISOString(),
      accountId: key.accountId,
      userId,
      features: key.features,
    });
  });
  // What the editor calls to check its token (and what the editor API's later routes build on).
  router.use('/editor/v1/session', endpoint('session', 'get-html', deps.isDraining), preflight);
  router.get('/editor/v1/session', requireEditorToken(deps), (req: Request, res: Response) => {
    const claims = editorClaims(res);
    const origin = req.get('origin');
    if (origin !== undefined) allowOrigin(res, origin); // requireEditorToken checked it is the token's host
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      accountId: claims.sub,
      userId: claims.uid,
      hostname: claims.host,
      features: claims.features,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
    });
  });
  router.all('/editor/v1/authorize', () => {
    throw new HttpError('method_not_allowed', 'Use POST.');
  });
  return router;
}

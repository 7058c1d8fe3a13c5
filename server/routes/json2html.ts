/**
 * POST /landing-page/v1/json2html: server-to-server rendering with the account's secret key in
 * `X-Secret-Key`. No hostname check and no CORS (a secret never belongs in a browser). Input
 * problems are 422; `warnings` is present only when there is one.
 *
 * The key is checked before the body is read, and the body is read as bytes: a body byte for
 * byte like one answered before (a backend re-rendering a stored page) is answered again from
 * memory without being decoded, parsed or validated. The answer is a pure function of the body,
 * and the key has been checked, so replaying it across accounts shows nobody anything new.
 */
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../deps.ts';
import { bodyBounds } from '../http/body-reader.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';
import { parseBody, requireObjectBody } from '../http/validate.ts';
import { RenderCache } from '../render/render-cache.ts';
import { json2htmlRequest } from '../schemas/requests.ts';
import type { Limiters } from './browser-caller.ts';
import { secretKeyAuth, type SecretKeyRecord } from './secret-key-auth.ts';
import { parseJsonBytes, rawJsonBody } from './json-body.ts';
import { checkSyncedSectionCount, recordUsage, renderJob, renderLanding, sendRendered } from './render-landing.ts';

/** The json2html router. */
export function json2htmlRouter(deps: AppDeps, limiters: Limiters): Router {
  const router = Router();
  const rawBody = rawJsonBody(bodyBounds(deps));
  // Answers by request bytes: a quarter of the render cache's budget.
  const replies = new RenderCache<{ body: Buffer; userId: string | number | undefined }>(
    Math.floor(deps.renderPool.cacheBytes / 4),
  );
  router.use('/landing-page/v1/json2html', endpoint('json2html', 'v1', deps.isDraining));
  router.post(
    '/landing-page/v1/json2html',
    secretKeyAuth(deps, limiters),
    rawBody,
    async (req: Request, res: Response) => {
      const record = res.locals.secretKey as SecretKeyRecord;
      const caller = { accountId: record.accountId, keyId: record.id, endpoint: 'json2html' };
      // A body byte for byte like one answered before gets the same answer again, unparsed.
      const bytes = Buffer.isBuffer(req.body) ? req.body : undefined;
      const replayKey =
        bytes !== undefined && replies.enabled ? createHash('sha256').update(bytes).digest('base64url') : undefined;
      const replay = replayKey === undefined ? undefined : replies.get(replayKey);
      if (replay !== undefined) {
        recordUsage(deps, req, res, { ...caller, userId: replay.userId });
        deps.metrics.renderCache.inc({ result: 'hit' });
        res.type('application/json').send(replay.body);
        return;
      }
      const body = requireObjectBody(bytes === undefined ? req.body : parseJsonBytes(bytes));
      checkSyncedSectionCount(body);
      const request = parseBody(json2htmlRequest, body);
      const rendered = await renderLanding(deps, req, res, renderJob(request), { ...caller, userId: request.userId });
      const all = request.options.warnings === 'all';
      const warnings = rendered.warnings.filter((warning) => all || warning.type === 'missing_fonts');
      const sent = sendRendered(res, rendered, warnings);
      if (replayKey !== undefined) replies.set(replayKey, { body: sent, userId: request.userId });
    },
  );
  router.all('/landing-page/v1/json2html', () => {
    throw new HttpError('method_not_allowed', 'Use POST.');
  });
  return router;
}

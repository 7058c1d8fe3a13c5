/**
 * The admin API that `npm run keys` uses while a service holds the embedded database (PGlite
 * belongs to one process, so the CLI cannot open the folder beside it). Only on when the service
 * was given an admin token, which start.ts writes into the data folder (mode 0600): whoever can
 * read the data folder may manage its keys, as they could by opening it. Loopback only.
 */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { secretsEqual } from '../auth/constant-time.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';
import { parseBody } from '../http/validate.ts';
import { createAccount, listKeys, revokeKey } from '../keys/accounts.ts';
import type { JsonBody } from './json-body.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const createRequest = z.object({
  domains: z.array(z.string()).min(1).max(100),
  expiresAt: z.string().datetime().optional(),
  name: z.string().max(200).optional(),
});
const revokeRequest = z.object({ key: z.string().min(1).max(200) });

/** The admin router (mounted only with an admin token). */
export function adminRouter(deps: AppDeps & { adminToken: string }, jsonBody: JsonBody): Router {
  const router = Router();
  router.use(
    '/admin/v1',
    endpoint('admin', 'service'),
    (req: Request, _res: Response, next) => {
      const fromLoopback = LOOPBACK.has(req.socket.remoteAddress ?? '');
      if (!fromLoopback || !secretsEqual(req.get('x-admin-token') ?? '', deps.adminToken))
        throw new HttpError('forbidden', 'The admin API answers the local key tool only.');
      next();
    },
    jsonBody,
  );
  router.get('/admin/v1/keys', async (_req, res) => {
    res.json({ keys: await listKeys(deps.db) });
  });
  router.post('/admin/v1/keys', async (req, res) => {
    const request = parseBody(createRequest, req.body);
    try {
      const created = await createAccount(deps.db, {
        domains: request.domains,
        expiresAt: request.expiresAt === undefined ? undefined : new Date(request.expiresAt),
        ...(request.name ? { name: request.name } : {}),
      });
      deps.keys.invalidate();
      res.status(201).json(created);
    } catch (error) {
      if (error instanceof TypeError) throw new HttpError('invalid_request', error.message);
      throw error;
    }
  });
  router.post('/admin/v1/keys/revoke', async (req, res) => {
    const { key } = parseBody(revokeRequest, req.body);
    const revoked = await revokeKey(deps.db, key);
    if (revoked === undefined) throw new HttpError('not_found', 'No such key.');
    deps.keys.invalidate();
    res.json(revoked);
  });
  return router;
}

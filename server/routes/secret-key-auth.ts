/**
 * The secret-key check of the server-to-server endpoints (`X-Secret-Key`), as middleware that runs
 * before the body is read: an unauthenticated client cannot make the service parse a large body.
 * A refusal is logged by request id (never with the key) and thrown as the catalog's 401 (which the
 * app's unauthenticated limit charges to the client's address); an accepted key takes a token from
 * its rate limit. A secret key's bucket is the key's alone: whoever holds it is the account.
 */
import type { NextFunction, Request, Response } from 'express';
import { authenticateSecretKey } from '../auth/authenticate.ts';
import type { AppDeps } from '../deps.ts';
import { locals } from '../http/request-context.ts';
import type { Limiters } from './browser-caller.ts';

/** The key's record, once the middleware accepted it. */
export interface SecretKeyRecord {
  readonly id: string;
  readonly accountId: string;
}

/** Middleware: checks `X-Secret-Key`; on success `res.locals.secretKey` holds the key's record. */
export function secretKeyAuth(deps: AppDeps, limiters: Limiters) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const auth = await authenticateSecretKey(deps.keys, req.get('x-secret-key'));
    if ('refused' in auth) {
      deps.logger.info({ requestId: locals(res).requestId, reason: auth.reason }, 'secret key refused');
      throw auth.refused;
    }
    Object.assign(locals(res), { keyId: auth.record.id, client: auth.record.id });
    limiters.keys.take(auth.record.id);
    res.locals.secretKey = auth.record;
    next();
  };
}

/**
 * The gate of the editor's own API: `Authorization: Bearer <token>` with a token from
 * POST /editor/v1/authorize, valid and unexpired (editor-token.ts), whose hostname is the
 * requesting page's (when a browser sends an Origin), and whose public key is still active, on
 * the same account and still allowed on that hostname. The key is looked up through the key
 * cache the other routes use, so revoking a key ends its sessions within LP_KEY_CACHE_TTL_MS (at
 * once on the instance that revoked it). The claims are left in `res.locals.editor` for the route.
 */
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../http/error-codes.ts';
import { hostMatchesDomain, originHostname } from './hostname.ts';
import { verifyEditorToken, type EditorClaims } from './editor-token.ts';
import type { KeyStore } from './key-store.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** What the gate needs: the signing secret and the key lookups. */
export interface EditorTokenGate {
  readonly tokenSecret: Buffer;
  readonly keys: KeyStore;
}

/** The claims of the request's editor token (after requireEditorToken). */
export function editorClaims(res: Response): EditorClaims {
  return res.locals.editor as EditorClaims;
}

/** Middleware: refuses the request with 401 invalid_token unless it carries a valid editor token. */
export function requireEditorToken(gate: EditorTokenGate) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    const claims = match ? await verifyEditorToken(gate.tokenSecret, match[1]!) : undefined;
    if (claims === undefined) {
      return next(
        new HttpError(
          'invalid_token',
          'Missing, invalid or expired editor token: authorize again (POST /editor/v1/authorize).',
        ),
      );
    }
    const origin = req.get('origin');
    if (origin !== undefined && originHostname(origin) !== claims.host) {
      return next(new HttpError('invalid_token', 'The editor token was issued for another hostname.'));
    }
    const key = await gate.keys.publicKey(claims.key);
    if (
      key === undefined ||
      key.accountId !== claims.sub ||
      !key.domains.some((domain) => hostMatchesDomain(claims.host, domain))
    ) {
      return next(
        new HttpError(
          'invalid_token',
          'The API key of this editor token is revoked or no longer allowed on this hostname.',
        ),
      );
    }
    res.locals.editor = claims;
    next();
  };
}

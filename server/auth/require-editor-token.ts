/**
 * The gate of the editor's own API: `Authorization: Bearer <token>` with a token from
 * POST /editor/v1/authorize, valid and unexpired, whose hostname is the requesting page's
 * (when a browser sends an Origin). The claims are left in `res.locals.editor` for the route.
 */
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../http/error-codes.ts';
import { originHostname } from './hostname.ts';
import { verifyEditorToken, type EditorClaims } from './editor-token.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The claims of the request's editor token (after requireEditorToken). */
export function editorClaims(res: Response): EditorClaims {
  return res.locals.editor as EditorClaims;
}

/** Middleware: refuses the request with 401 invalid_token unless it carries a valid editor token. */
export function requireEditorToken(secret: Buffer) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    const claims = match ? verifyEditorToken(secret, match[1]!) : undefined;
    if (claims === undefined) {
      return next(new HttpError('invalid_token', 'Missing, invalid or expired editor token: authorize again (POST /editor/v1/authorize).'));
    }
    const origin = req.get('origin');
    if (origin !== undefined && originHostname(origin) !== claims.host) {
      return next(new HttpError('invalid_token', 'The editor token was issued for another hostname.'));
    }
    res.locals.editor = claims;
    next();
  };
}

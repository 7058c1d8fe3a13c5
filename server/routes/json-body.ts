/**
 * The JSON body parser of the API routes: objects and arrays only (strict), decompressed
 * (gzip, deflate, br) within the same limit as plain bodies, so a small gzip bomb is refused
 * after `limit` bytes, not after it has filled the memory. Mounted per route, after the route
 * has set its error style, so a parse error leaves in that endpoint's shape.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

export type JsonBody = RequestHandler;

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/**
 * The parser, with the body limit in bytes. Only UTF-8 is read: body-parser would also decode
 * UTF-7 or UTF-16, turning `+ADw-script+AD4-` into `<script>` after any filter in front of the
 * service has looked.
 */
export function jsonBody(limitBytes: number): JsonBody {
  const parse = express.json({ limit: limitBytes, strict: true, inflate: true, type: ['application/json', 'application/*+json'] });
  return (req: Request, res: Response, next: NextFunction) => {
    if (refuseOtherCharsets(req, next)) return;
    parse(req, res, next);
  };
}

/** Passes a charset error on (and returns true) unless the body is UTF-8 or names no charset. */
export function refuseOtherCharsets(req: Request, next: NextFunction): boolean {
  const charset = CHARSET.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return false;
  next(Object.assign(new Error('unsupported charset'), { type: 'charset.unsupported' }));
  return true;
}

/**
 * How the API routes read their JSON bodies: one mechanism for all of them. The body is read as
 * bytes (decompressed, gzip/deflate/br, within the same limit as a plain body, so a small gzip
 * bomb is refused after `limit` bytes), then parsed with body-parser's strict rules: UTF-8 only,
 * a leading byte-order mark dropped, an empty body read as {}, only an object or an array at the
 * top. json2html keeps the bytes a moment longer (it may answer a repeated body without parsing
 * it); the other routes parse at once. Mounted per route, after the route has set its error
 * style, so a bad body leaves in that endpoint's shape.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HttpError } from '../http/error-codes.ts';

export type JsonBody = RequestHandler;

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;
const TYPES = ['application/json', 'application/*+json'];
const LEADING_SPACE = /^[\x20\x09\x0a\x0d]*/;

/**
 * Reads the body as bytes: `req.body` becomes a Buffer for a JSON content type. Only UTF-8 is
 * accepted: body-parser would also decode UTF-7 or UTF-16, turning `+ADw-script+AD4-` into
 * `<script>` after any filter in front of the service has looked.
 */
export function rawJsonBody(limitBytes: number): RequestHandler {
  const read = express.raw({ limit: limitBytes, inflate: true, type: TYPES });
  return (req: Request, res: Response, next: NextFunction) => {
    const charset = CHARSET.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      return next(Object.assign(new Error('unsupported charset'), { type: 'charset.unsupported' }));
    }
    read(req, res, next);
  };
}

/** Parses body bytes as JSON, with body-parser's strict rules. */
export function parseJsonBytes(bytes: Buffer): unknown {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length === 0) return {};
  const first = text[LEADING_SPACE.exec(text)![0].length];
  const invalid = () => new HttpError('invalid_json', 'The body is not valid JSON (it must be one JSON object).');
  if (first !== '{' && first !== '[') throw invalid();
  try {
    return JSON.parse(text);
  } catch {
    throw invalid();
  }
}

/** Reads and parses the body: `req.body` is the parsed value for a JSON content type. */
export function jsonBody(limitBytes: number): JsonBody {
  const read = rawJsonBody(limitBytes);
  return (req: Request, res: Response, next: NextFunction) => {
    read(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      try {
        if (Buffer.isBuffer(req.body)) req.body = parseJsonBytes(req.body);
      } catch (parseError) {
        return next(parseError);
      }
      next();
    });
  };
}

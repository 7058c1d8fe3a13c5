/**
 * How the API routes read their JSON bodies: one mechanism for all of them.
 *
 * 1. `rawJsonBody` reads the bytes (server/http/body-reader.ts: decoded within the body limit and
 *    the inflate ratio, so a compression bomb stops after about a megabyte of work).
 * 2. The text is scanned before it is parsed (server/http/json-scan.ts: nesting, items and values
 *    bounded in one pass that builds nothing), so no body makes JSON.parse build millions of
 *    values on the event loop.
 * 3. Routes whose credentials are in the body (get-html, authorize) read just those members from
 *    the scan and check them first: a caller without a valid key never gets the body parsed.
 *
 * body-parser's strict rules are kept: UTF-8 only, a leading byte-order mark dropped, an empty body
 * read as {}, only an object or an array at the top. Mounted per route, after the route has set
 * its error style, so a bad body leaves in that endpoint's shape.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readBody, type BodyBounds } from '../http/body-reader.ts';
import { HttpError } from '../http/error-codes.ts';
import { scanJson } from '../http/json-scan.ts';

export type JsonBody = RequestHandler;

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;
const TYPES = ['application/json', 'application/*+json'];

/** Whether the request carries a body at all (as type-is decides it). */
function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined ||
    !Number.isNaN(Number.parseInt(req.headers['content-length'] ?? '', 10))
  );
}

/**
 * Reads the body as bytes: `req.body` becomes a Buffer for a JSON content type. Only UTF-8 is
 * accepted: body-parser would also decode UTF-7 or UTF-16, turning `+ADw-script+AD4-` into
 * `<script>` after any filter in front of the service has looked.
 */
export function rawJsonBody(bounds: BodyBounds): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!hasBody(req) || req.is(TYPES) === false || req.is(TYPES) === null) return next();
    const charset = CHARSET.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      const error = new HttpError('unsupported_media_type', 'Unsupported charset: send UTF-8 JSON.');
      error.closeConnection = true;
      return next(error);
    }
    readBody(req, bounds).then(
      (bytes) => {
        req.body = bytes;
        next();
      },
      (error: unknown) => next(error),
    );
  };
}

/** The body's text: UTF-8, without a leading byte-order mark. */
export function jsonText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function invalidJson(): HttpError {
  return new HttpError('invalid_json', 'The body is not valid JSON (it must be one JSON object).');
}

/** Parses body text already scanned: an empty body is {}. */
export function parseScanned(text: string, top: 'object' | 'array' | undefined): unknown {
  if (top === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/** Scans (body limits) then parses body bytes as JSON, with body-parser's strict rules. */
export function parseJsonBytes(bytes: Buffer): unknown {
  const text = jsonText(bytes);
  return parseScanned(text, scanJson(text).top);
}

/** Reads, scans and parses the body: `req.body` is the parsed value for a JSON content type. */
export function jsonBody(bounds: BodyBounds): JsonBody {
  const read = rawJsonBody(bounds);
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

/**
 * A body whose credentials are read before it is parsed: `members` holds the wanted top-level
 * members (from the scan); `parse()` parses the whole body, once the caller is authenticated.
 */
export interface CredentialedBody {
  readonly members: Record<string, unknown>;
  parse(): unknown;
}

/** The body of a route with credentials inside it: scanned, the wanted members read, not parsed yet. */
export function credentialedBody(body: unknown, wanted: readonly string[]): CredentialedBody {
  const notAnObject = () =>
    new HttpError('invalid_body', 'The body must be a JSON object, sent with Content-Type: application/json.');
  if (!Buffer.isBuffer(body)) throw notAnObject();
  const text = jsonText(body);
  const scan = scanJson(text, wanted);
  if (scan.top === 'array') throw notAnObject();
  return { members: scan.members, parse: () => parseScanned(text, scan.top) };
}

/**
 * CORS for the endpoints a browser calls (get-html, authorize). A preflight cannot know the key
 * (it has no body), so it is answered for any http(s) origin; what a page can read is decided on
 * the real request, which gets `Access-Control-Allow-Origin` only when its Origin is on the key's
 * allowed-domain list. The secret-key endpoints have no CORS at all: a secret never belongs in a
 * browser.
 */
import type { NextFunction, Request, Response } from 'express';
import { originHostname } from '../auth/hostname.ts';

const EXPOSED = 'X-Request-Id, Retry-After';

/**
 * Answers preflight requests for a browser-called endpoint, and notes the request's Origin so that
 * an error answer can be read by the page: the editor shows "this domain is not allowed for your
 * API key" instead of a bare network error. An error body says nothing a server-side caller could
 * not learn; a rendered page or a token (200) is readable only from an allowed origin.
 */
export function preflight(req: Request, res: Response, next: NextFunction): void {
  const origin = req.get('origin');
  if (req.method !== 'OPTIONS') {
    if (origin !== undefined && originHostname(origin) !== undefined) res.locals.corsOrigin = origin;
    next();
    return;
  }
  if (origin !== undefined && originHostname(origin) !== undefined) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.setHeader('Vary', 'Origin');
  res.status(204).end();
}

/** Lets the page at `origin` read this response (call only once the origin is known to be allowed). */
export function allowOrigin(res: Response, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  res.setHeader('Vary', 'Origin');
}

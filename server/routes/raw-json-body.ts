/**
 * json2html reads its body as bytes first, so that a request whose body is byte for byte one
 * answered before can be answered again without decoding, parsing or validating it (a backend
 * re-rendering a stored page sends the same body every time). Otherwise the bytes are parsed as
 * the JSON parser of the other routes parses them: UTF-8 only, a leading byte-order mark
 * dropped, an empty body read as {}, only an object or an array at the top (body-parser's strict
 * mode), decompressed within the same limit.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HttpError } from '../http/error-codes.ts';
import { refuseOtherCharsets } from './json-body.ts';

/** The raw body reader (`req.body` becomes a Buffer for a JSON content type). */
export function rawJsonBody(limitBytes: number): RequestHandler {
  const read = express.raw({ limit: limitBytes, inflate: true, type: ['application/json', 'application/*+json'] });
  return (req: Request, res: Response, next: NextFunction) => {
    if (refuseOtherCharsets(req, next)) return;
    read(req, res, next);
  };
}

const LEADING_SPACE = /^[\x20\x09\x0a\x0d]*/;

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

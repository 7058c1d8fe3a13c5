/**
 * The one error handler: every failure of every route leaves through here, in the body shape of
 * its endpoint (error-shapes.ts). Errors of the JSON body parser (bad JSON, too large, unknown
 * encoding) become catalog errors too, so a client never sees Express's HTML error page or a
 * stack trace.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../observability/logger.ts';
import { allowOrigin } from './cors.ts';
import { HttpError } from './error-codes.ts';
import { bodyFor, statusFor } from './error-shapes.ts';
import { locals } from './request-context.ts';

/** The body parser's error types (body-parser/raw-body), as catalog errors. */
function fromBodyParser(error: { type?: unknown; limit?: unknown }): HttpError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError('invalid_json', 'The body is not valid JSON (it must be one JSON object).');
    case 'entity.too.large':
      return new HttpError(
        'body_too_large',
        `The body is larger than the limit of ${typeof error.limit === 'number' ? `${error.limit} bytes` : 'the service'} (after decompression).`,
      );
    case 'encoding.unsupported':
      return new HttpError('unsupported_media_type', 'Unsupported Content-Encoding: use gzip, deflate, br or none.');
    case 'charset.unsupported':
      return new HttpError('unsupported_media_type', 'Unsupported charset: send UTF-8 JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new HttpError('invalid_body', 'The body could not be read completely.');
    default:
      // A body that does not match its Content-Encoding (gzip that is not gzip, cut short):
      // body-parser passes zlib's error on as an exposed 400 without a type.
      if (
        (error as { status?: unknown; expose?: unknown }).status === 400 &&
        (error as { expose?: unknown }).expose === true
      ) {
        return new HttpError('invalid_body', 'The body could not be decoded: it does not match its Content-Encoding.');
      }
      return undefined;
  }
}

/** Turns anything thrown into an HttpError. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // The router could not decode a percent-escape in the path: no such resource.
  if (error instanceof URIError) return new HttpError('not_found', 'No such path (it has a malformed percent-escape).');
  if (error !== null && typeof error === 'object') {
    const parsed = fromBodyParser(error as { type?: unknown });
    if (parsed) return parsed;
  }
  return new HttpError('internal_error', 'Internal error.');
}

/** The Express error middleware. */
export function errorHandler(logger: Logger) {
  return (thrown: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    const error = toHttpError(thrown);
    const context = locals(res);
    if (error.code === 'internal_error') {
      const cause =
        thrown instanceof Error
          ? { name: thrown.name, message: thrown.message, stack: thrown.stack }
          : { message: String(thrown) };
      logger.error({ requestId: context.requestId, route: context.route, err: cause }, 'internal error');
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    context.errorCode = error.code;
    if (error.closeConnection) res.setHeader('Connection', 'close');
    if (context.corsOrigin !== undefined) allowOrigin(res, context.corsOrigin);
    if (error.extra.retryAfter !== undefined) res.setHeader('Retry-After', String(error.extra.retryAfter));
    res.status(statusFor(context.errorStyle, error)).json(bodyFor(context.errorStyle, error, context.requestId));
  };
}

/** The last route: anything unmatched is a JSON 404. */
export function notFound(req: Request, _res: Response, next: NextFunction): void {
  next(new HttpError('not_found', `No endpoint ${req.method} ${req.path}. See /docs/ for the API.`));
}

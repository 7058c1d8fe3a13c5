/**
 * Per-request bookkeeping, set first on every request: the request id (the client's
 * `X-Request-Id` when it is a short token, a new UUID otherwise, echoed on every response), the
 * route label for metrics, and the error style of the endpoint. One access log line and the
 * request metrics are written when the response finishes.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { HttpError } from './error-codes.ts';
import type { ErrorStyle } from './error-shapes.ts';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** What the service keeps about a request in `res.locals`. */
export interface RequestLocals {
  requestId: string;
  /** The route pattern (never the raw URL: metrics labels stay few). */
  route: string;
  errorStyle: ErrorStyle;
  /** The error code, when the response is an error. */
  errorCode?: string;
  /** The key that authenticated the request: a public key or a secret key's id. */
  keyId?: string;
  /**
   * Who the request counts for in the rate limit and the render line: a public key with the
   * client's address, or a secret key's id. Set with keyId.
   */
  client?: string;
  /** A browser-called endpoint's Origin: error answers may be read by it (see cors.ts). */
  corsOrigin?: string;
}

/** The request's locals. */
export function locals(res: Response): RequestLocals {
  return res.locals as RequestLocals;
}

/**
 * Sets the error style and metrics route of the requests that reach it and, given the instance's
 * draining flag, answers 503 `shutting_down` in that style once the instance is stopping.
 */
export function endpoint(route: string, errorStyle: ErrorStyle, isDraining?: () => boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    Object.assign(res.locals, { route, errorStyle });
    if (isDraining?.()) return next(shuttingDown(res));
    next();
  };
}

/** The 503 a draining instance answers; the connection is closed so a client reconnects elsewhere. */
export function shuttingDown(res: Response): HttpError {
  res.setHeader('Connection', 'close');
  return new HttpError('shutting_down', 'This instance is shutting down. Retry.', { retryAfter: 1 });
}

/** The first middleware: request id, defaults, and the access log and metrics on finish. */
export function requestContext(logger: Logger, metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const given = req.get('x-request-id');
    const requestId = given !== undefined && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    Object.assign(res.locals, { requestId, route: 'unmatched', errorStyle: 'service' } satisfies RequestLocals);
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const { route, errorCode, keyId } = locals(res);
      metrics.requests.inc({ route, method: req.method, status: String(res.statusCode) });
      metrics.latency.observe({ route }, seconds);
      if (errorCode !== undefined) metrics.errors.inc({ route, code: errorCode });
      logger.info(
        {
          requestId,
          method: req.method,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          bytesIn: Number(req.get('content-length') ?? 0),
          ...(keyId === undefined ? {} : { keyId }),
          ...(errorCode === undefined ? {} : { code: errorCode }),
        },
        'request',
      );
    });
    next();
  };
}

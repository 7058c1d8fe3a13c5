/**
 * What a client that has not authenticated may cost: every 4xx answered before a key was
 * accepted (a wrong key, a body too large or not JSON, a bad field, a compression bomb) takes a
 * token from its address's bucket (LP_AUTH_FAILURES_PER_MINUTE), and an address with no token left
 * is answered 429 before its body is read. So the failures one address can make the service work
 * on are bounded, whatever they are, and a client that authenticates is never slowed by them.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { clientAddress } from './client-address.ts';
import { toHttpError } from './error-handler.ts';
import type { RateLimiter } from './rate-limit.ts';
import { locals } from './request-context.ts';

const MESSAGE = 'Too many failed requests from this address.';

/** Middleware, first on a guarded route: 429 at once when the address has no failures left. */
export function refuseExhaustedAddress(limiter: RateLimiter): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      limiter.check(`ip:${clientAddress(req)}`, MESSAGE);
    } catch (error) {
      // Nothing of the body is read: close the connection rather than drain it.
      res.setHeader('Connection', 'close');
      return next(error);
    }
    next();
  };
}

/** Error middleware, last on a guarded route: a client error before authentication is charged. */
export function chargeUnauthenticatedFailures(limiter: RateLimiter): ErrorRequestHandler {
  return (thrown: unknown, req: Request, res: Response, next: NextFunction) => {
    const error = toHttpError(thrown);
    if (locals(res).keyId === undefined && error.status >= 400 && error.status < 500 && error.code !== 'rate_limited') {
      limiter.charge(`ip:${clientAddress(req)}`);
    }
    next(thrown);
  };
}

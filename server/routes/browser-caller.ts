/**
 * What get-html and authorize do first, alike: check the public key, the hostname and the Origin;
 * count a refusal against the client address's failed-authentication limit; let an allowed
 * Origin read the answer; then take a token from the key's rate limit.
 */
import type { Request, Response } from 'express';
import { authenticatePublicKey } from '../auth/authenticate.ts';
import type { AppDeps } from '../deps.ts';
import { allowOrigin } from '../http/cors.ts';
import { HttpError } from '../http/error-codes.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { locals } from '../http/request-context.ts';
import type { PublicKeyRecord } from '../keys/accounts.ts';

/** The two limiters every API route takes tokens from. */
export interface Limiters {
  readonly keys: RateLimiter;
  readonly authFailures: RateLimiter;
}

/** Counts a refused authentication against the client address. */
export function countAuthFailure(limiters: Limiters, req: Request): void {
  limiters.authFailures.take(`ip:${req.ip}`, 'Too many failed authentications from this address.');
}

/** Authenticates a browser-called request by public key and hostname; the key's record. */
export async function authenticateBrowserCaller(deps: AppDeps, limiters: Limiters, req: Request, res: Response, apiKey: string, hostname: string): Promise<PublicKeyRecord> {
  const origin = req.get('origin');
  let key: PublicKeyRecord;
  try {
    key = await authenticatePublicKey(deps.keys, apiKey, hostname, origin);
  } catch (error) {
    // Only a refusal counts: a database that does not answer is the service's failure.
    if (error instanceof HttpError && error.status === 401) countAuthFailure(limiters, req);
    throw error;
  }
  if (origin !== undefined) allowOrigin(res, origin);
  locals(res).keyId = key.key;
  limiters.keys.take(key.key);
  return key;
}

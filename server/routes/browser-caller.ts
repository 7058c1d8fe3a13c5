/**
 * What get-html and authorize do first, alike: check the public key, the hostname and the Origin;
 * let an allowed Origin read the answer; then take a token from the rate limit of the key and
 * this client's address. A refusal is charged to the address by the app's unauthenticated limit
 * (server/http/unauthenticated-limit.ts), like every other failure before authentication.
 *
 * The key's bucket is per client address: a public key is public (it is in the page's source),
 * so one client holding it must not be able to spend the requests of every editor on the key.
 */
import type { Request, Response } from 'express';
import { authenticatePublicKey } from '../auth/authenticate.ts';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { allowOrigin } from '../http/cors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { locals } from '../http/request-context.ts';
import type { PublicKeyRecord } from '../keys/accounts.ts';

/** The limiters the API routes take tokens from. */
export interface Limiters {
  /** Authenticated requests: per public key and client address, or per secret key. */
  readonly keys: RateLimiter;
  /** Failures before authentication, per client address. */
  readonly unauthenticated: RateLimiter;
}

/** Authenticates a browser-called request by public key and hostname; the key's record. */
export async function authenticateBrowserCaller(
  deps: AppDeps,
  limiters: Limiters,
  req: Request,
  res: Response,
  apiKey: string,
  hostname: string,
): Promise<PublicKeyRecord> {
  const origin = req.get('origin');
  const key = await authenticatePublicKey(deps.keys, apiKey, hostname, origin);
  if (origin !== undefined) allowOrigin(res, origin);
  const client = `${key.key} ${clientAddress(req)}`;
  Object.assign(locals(res), { keyId: key.key, client });
  limiters.keys.take(client, 'Too many requests for this key from this address.');
  return key;
}

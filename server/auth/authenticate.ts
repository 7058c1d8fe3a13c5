/**
 * Authentication of the two kinds of credentials, as the routes use them. Every failure is an
 * HttpError with the same message whatever the reason, so a client learns nothing about which
 * keys exist; the reason goes to the logs.
 */
import type { PublicKeyRecord, SecretKeyRecord } from '../keys/accounts.ts';
import { HttpError } from '../http/error-codes.ts';
import type { KeyStore } from './key-store.ts';
import { hostMatchesDomain, normalizeHostname, originHostname } from './hostname.ts';

/**
 * Checks a public API key, the hostname it is used from and, for a browser request, the Origin
 * header: the key must be active, the hostname on its allowed-domain list, and the Origin's
 * hostname equal to the hostname (a page cannot claim to be another site).
 */
export async function authenticatePublicKey(
  keys: KeyStore,
  apiKey: string,
  hostname: string,
  origin: string | undefined,
): Promise<PublicKeyRecord> {
  const record = await keys.publicKey(apiKey);
  if (record === undefined) {
    throw new HttpError('invalid_api_key', 'Invalid API key.', {
      errors: [{ path: 'apiKey', code: 'invalid_api_key', message: 'The API key is unknown or revoked.' }],
    });
  }
  const host = normalizeHostname(hostname);
  if (host === undefined || !record.domains.some((domain) => hostMatchesDomain(host, domain))) {
    throw new HttpError('hostname_not_allowed', 'The hostname is not on the allowed-domain list of this API key.', {
      errors: [
        {
          path: 'hostname',
          code: 'hostname_not_allowed',
          message: 'Add the domain to the key, or call from an allowed domain.',
        },
      ],
    });
  }
  if (origin !== undefined && originHostname(origin) !== host) {
    throw new HttpError('hostname_not_allowed', 'The Origin header does not match the hostname.', {
      errors: [
        {
          path: 'hostname',
          code: 'hostname_not_allowed',
          message: 'A browser request must come from a page on the hostname it names.',
        },
      ],
    });
  }
  return record;
}

/** Checks the `X-Secret-Key` header. */
export async function authenticateSecretKey(
  keys: KeyStore,
  header: string | undefined,
): Promise<{ record: SecretKeyRecord } | { refused: HttpError; reason: string }> {
  if (header === undefined || header === '') {
    return { refused: new HttpError('invalid_secret_key', 'The X-Secret-Key header is missing.'), reason: 'missing' };
  }
  const result = await keys.verifySecret(header);
  if (result.ok) return { record: result.record };
  return { refused: new HttpError('invalid_secret_key', 'Invalid or expired secret key.'), reason: result.reason };
}

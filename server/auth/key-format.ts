/**
 * The shapes of keys. A public API key (`pk_` + 24 base62 characters) is not a secret: it sits in
 * the host page and is bound to its allowed domains. A secret key is `sk_` + a 12-character id +
 * `_` + a 40-character secret (about 238 bits); only its SHA-256 is stored. The id finds the
 * record, the hash is compared in constant time. A secret with that much entropy needs no slow
 * password hash: nobody can guess it, so a fast hash loses nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of base62 from the system's CSPRNG, without modulo bias. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes above it would make the first characters likelier.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const PUBLIC_KEY_PATTERN = /^pk_[0-9A-Za-z]{24}$/;
export const SECRET_KEY_PATTERN = /^sk_([0-9A-Za-z]{12})_[0-9A-Za-z]{40}$/;
export const SECRET_KEY_ID_PATTERN = /^sk_[0-9A-Za-z]{12}$/;
/** The length every secret key has; anything else is refused before a lookup. */
export const SECRET_KEY_LENGTH = 56;

/** A new public API key. */
export function newPublicKey(): string {
  return `pk_${randomBase62(24)}`;
}

/** A new secret key with its id (`sk_` + 12 characters, safe to show and log). */
export function newSecretKey(): { id: string; secret: string } {
  const id = `sk_${randomBase62(12)}`;
  return { id, secret: `${id}_${randomBase62(40)}` };
}

/** The id part of a well-formed secret key, or undefined. */
export function secretKeyId(secret: string): string | undefined {
  if (secret.length !== SECRET_KEY_LENGTH) return undefined;
  const match = SECRET_KEY_PATTERN.exec(secret);
  return match ? `sk_${match[1]}` : undefined;
}

/** The stored form of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two hex digests of equal length in constant time. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

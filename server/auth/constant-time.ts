/**
 * Comparing a secret a client sent with the one expected, in time that says nothing about either:
 * both are hashed first, so the comparison always runs over 32 bytes whatever their lengths
 * (timingSafeEqual alone needs equal lengths, and returning early on a length mismatch tells an
 * attacker the secret's length).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `given` equals `expected`, in time independent of where they differ or how long they are. */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

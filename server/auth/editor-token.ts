/**
 * The editor's session token: what POST /editor/v1/authorize returns and the editor sends as
 * `Authorization: Bearer <token>` to the service's editor API. A JWT (RFC 7519) signed with HS256,
 * made and checked by jose, a maintained JWT library, with everything pinned:
 *
 * - the header: `alg` HS256 only (never `none`, never another algorithm), `typ` JWT, no `crit`
 *   extension the verifier does not know;
 * - the encoding: each of the three parts must be canonical base64url (no padding, no other
 *   alphabet, zero unused bits). Decoders, jose's included, accept several spellings of the same
 *   signature bytes; a token has exactly one valid spelling here;
 * - the claims: every claim of EditorClaims present with its type; `exp` checked with no clock
 *   tolerance (valid while now < exp), `nbf` honoured when present.
 *
 * The signing secret is `LP_TOKEN_SECRET`, or one generated on first start and kept in the
 * database, so that every instance on one PostgreSQL accepts every other's tokens. Whether the
 * token's public key is still active is the gate's business (require-editor-token.ts).
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.ts';
import { DEFAULT_FEATURES, type FeatureFlags } from '../keys/accounts.ts';

/** What a token says. */
export interface EditorClaims {
  /** The account. */
  readonly sub: string;
  /** The public key the editor authorized with. */
  readonly key: string;
  /** The editor's user id, as text. */
  readonly uid: string;
  /** The hostname the editor runs on. */
  readonly host: string;
  readonly features: FeatureFlags;
  /** Issued at and expiry, in seconds since the epoch. */
  readonly iat: number;
  readonly exp: number;
}

/** Longest token looked at: ours are well under 1 KB. */
export const MAX_TOKEN_LENGTH = 8_192;

const ALGORITHM = 'HS256';
const TYPE = 'JWT';
const STRING_CLAIMS = ['sub', 'key', 'uid', 'host'] as const;
const NUMBER_CLAIMS = ['iat', 'exp'] as const;
const REQUIRED_CLAIMS = [...STRING_CLAIMS, ...NUMBER_CLAIMS, 'features'];

// The secret as a WebCrypto key, imported once per secret: importing it on every call would
// double the cost of a verification (about 70 µs instead of 190 µs here).
const keys = new WeakMap<Buffer, Promise<CryptoKey>>();
function keyOf(secret: Buffer): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Signs `claims` into a token. */
export async function signEditorToken(secret: Buffer, claims: EditorClaims): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM, typ: TYPE }).sign(await keyOf(secret));
}

/** True when `part` is base64url as an encoder writes it: the alphabet, no padding, no stray bits. */
function canonicalBase64url(part: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;
}

function hasClaimTypes(payload: Record<string, unknown>): boolean {
  if (!STRING_CLAIMS.every((name) => typeof payload[name] === 'string')) return false;
  if (!NUMBER_CLAIMS.every((name) => Number.isSafeInteger(payload[name]))) return false;
  const features = payload.features as Record<string, unknown> | null;
  return (
    features !== null &&
    typeof features === 'object' &&
    !Array.isArray(features) &&
    Object.keys(DEFAULT_FEATURES).every((flag) => typeof features[flag] === 'boolean')
  );
}

/** The claims of a valid, unexpired token signed with `secret`, or undefined. */
export async function verifyEditorToken(
  secret: Buffer,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<EditorClaims | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(canonicalBase64url)) return undefined;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      typ: TYPE,
      requiredClaims: REQUIRED_CLAIMS,
      clockTolerance: 0,
      currentDate: new Date(nowSeconds * 1000),
    });
    return hasClaimTypes(payload) ? (payload as unknown as EditorClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** The token signing secret: `configured` when given, else the one kept in the database (made once). */
export async function tokenSecret(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined && configured !== '') return Buffer.from(configured, 'utf8');
  await db.query('INSERT INTO service_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'token_secret',
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM service_settings WHERE name = $1', [
    'token_secret',
  ]);
  return Buffer.from(rows[0]?.value ?? '', 'base64url');
}

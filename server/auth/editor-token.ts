/**
 * The editor's session token: what POST /editor/v1/authorize returns and the editor sends as
 * `Authorization: Bearer <token>` to the service's editor API. A JWT signed with HS256 (RFC 7519),
 * so any JWT library can read it, built here with node:crypto because it is twenty lines.
 *
 * The signing secret is `LP_TOKEN_SECRET`, or one generated on first start and kept in the
 * database, so that every instance on one PostgreSQL accepts every other's tokens.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { FeatureFlags } from '../keys/accounts.ts';

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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(secret: Buffer, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Signs `claims` into a token. */
export function signEditorToken(secret: Buffer, claims: EditorClaims): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The claims of a valid, unexpired token signed with `secret`, or undefined. */
export function verifyEditorToken(secret: Buffer, token: string, nowSeconds = Math.floor(Date.now() / 1000)): EditorClaims | undefined {
  if (token.length > 8_192) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = sign(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as EditorClaims;
    return typeof claims.exp === 'number' && claims.exp > nowSeconds ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** The token signing secret: `configured` when given, else the one kept in the database (made once). */
export async function tokenSecret(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined && configured !== '') return Buffer.from(configured, 'utf8');
  await db.query('INSERT INTO service_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['token_secret', randomBytes(32).toString('base64url')]);
  const rows = await db.query<{ value: string }>('SELECT value FROM service_settings WHERE name = $1', ['token_secret']);
  return Buffer.from(rows[0]?.value ?? '', 'base64url');
}

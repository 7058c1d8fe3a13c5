import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import {
  randomBase62,
  secretKeyId,
  newSecretKey,
  newPublicKey,
  hashSecret,
  digestsEqual,
  PUBLIC_KEY_PATTERN,
  SECRET_KEY_LENGTH,
} from './key-format.ts';
import { signEditorToken, verifyEditorToken, type EditorClaims } from './editor-token.ts';
import { DEFAULT_FEATURES } from '../keys/accounts.ts';
import { TtlCache } from './ttl-cache.ts';

describe('key formats', () => {
  it('keys have the documented shapes and are different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => newSecretKey().secret));
    expect(secrets.size).to.equal(200);
    for (const secret of secrets) {
      expect(secret).to.have.length(SECRET_KEY_LENGTH);
      expect(secretKeyId(secret)).to.equal(secret.slice(0, 15));
    }
    expect(newPublicKey()).to.match(PUBLIC_KEY_PATTERN);
  });

  it('base62 characters are close to uniform (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const char of randomBase62(62_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).to.equal(62);
    for (const count of counts.values()) expect(count).to.be.within(800, 1200);
  });

  it('a malformed secret has no id', () => {
    const { secret } = newSecretKey();
    for (const bad of [
      '',
      secret.slice(1),
      `${secret}x`,
      secret.replace('sk_', 'pk_'),
      `${secret.slice(0, 15)}-${secret.slice(16)}`,
      'sk_' + 'é'.repeat(53),
    ]) {
      expect(secretKeyId(bad), bad).to.equal(undefined);
    }
  });

  it('digests compare equal only when equal', () => {
    expect(digestsEqual(hashSecret('a'), hashSecret('a'))).to.equal(true);
    expect(digestsEqual(hashSecret('a'), hashSecret('b'))).to.equal(false);
    expect(digestsEqual(hashSecret('a'), 'abcd')).to.equal(false);
  });
});

describe('editor tokens', () => {
  const secret = Buffer.from('a-test-secret-of-enough-length-0123456789');
  const now = 1_800_000_000;
  const claims: EditorClaims = {
    sub: 'acct',
    key: 'pk_x',
    uid: 'u1',
    host: 'example.com',
    features: DEFAULT_FEATURES,
    iat: now,
    exp: now + 900,
  };
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  /** A JWS made by hand with node:crypto, to present what a forger or another library could. */
  const handMade = (header: unknown, payload: unknown, algorithm = 'sha256', key = secret) => {
    const body = `${b64(header)}.${b64(payload)}`;
    return `${body}.${createHmac(algorithm, key).update(body).digest('base64url')}`;
  };
  const HEADER = { alg: 'HS256', typ: 'JWT' };

  it('a signed token verifies and gives its claims back; its header is the usual one', async () => {
    const token = await signEditorToken(secret, claims);
    expect(await verifyEditorToken(secret, token, now)).to.deep.equal(claims);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).to.deep.equal(HEADER);
    // Any HS256 implementation accepts it: the same bytes as a token built by hand.
    expect(await verifyEditorToken(secret, handMade(HEADER, claims), now)).to.deep.equal(claims);
  });

  it('is refused when expired, forged, re-signed with another secret or altered', async () => {
    const token = await signEditorToken(secret, claims);
    expect(await verifyEditorToken(secret, token, now + 900)).to.equal(undefined);
    expect(await verifyEditorToken(Buffer.from('another-secret-another-secret-another'), token, now)).to.equal(
      undefined,
    );
    const [header, , signature] = token.split('.');
    const forged = b64({ ...claims, sub: 'other' });
    expect(await verifyEditorToken(secret, `${header}.${forged}.${signature}`, now)).to.equal(undefined);
    const none = b64({ alg: 'none', typ: 'JWT' });
    expect(await verifyEditorToken(secret, `${none}.${token.split('.')[1]}.`, now)).to.equal(undefined);
    expect(await verifyEditorToken(secret, 'x'.repeat(10_000), now)).to.equal(undefined);
  });

  it('expiry is exact: valid up to the second before exp, refused from exp on (no clock tolerance)', async () => {
    const token = await signEditorToken(secret, claims);
    expect(await verifyEditorToken(secret, token, claims.exp - 1)).to.deep.equal(claims);
    expect(await verifyEditorToken(secret, token, claims.exp)).to.equal(undefined);
    // Not valid before its nbf, when it has one.
    expect(await verifyEditorToken(secret, handMade(HEADER, { ...claims, nbf: now + 10 }), now)).to.equal(undefined);
  });

  it('a signature in any encoding but the canonical base64url one is refused', async () => {
    const token = await signEditorToken(secret, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes take 43 characters: the last one carries 2 unused low bits. Changing them decodes to
    // the same bytes, so a lenient decoder accepts three other spellings of the same signature.
    const last = alphabet.indexOf(signature.at(-1)!);
    const variants = [1, 2, 3].map((d) => `${signature.slice(0, -1)}${alphabet[(last & ~3) | ((last + d) & 3)]}`);
    for (const variant of variants)
      expect(Buffer.from(variant, 'base64url').equals(Buffer.from(signature, 'base64url'))).to.equal(true);
    // Also padding, the standard base64 alphabet, and bytes added or cut.
    const standard = signature.replace(/-/g, '+').replace(/_/g, '/');
    for (const variant of [
      ...variants,
      `${signature}=`,
      `${signature}==`,
      ...(standard === signature ? [] : [standard]),
      `${signature}A`,
      signature.slice(0, -1),
      ` ${signature}`,
    ]) {
      expect(await verifyEditorToken(secret, `${header}.${payload}.${variant}`, now), variant).to.equal(undefined);
    }
    // The same for the header and claims segments, even when the signature covers them.
    const loosePayload = `${payload.slice(0, -1)}${alphabet[(alphabet.indexOf(payload.at(-1)!) & ~3) | ((alphabet.indexOf(payload.at(-1)!) + 1) & 3)]}`;
    if (Buffer.from(loosePayload, 'base64url').equals(Buffer.from(payload, 'base64url'))) {
      const body = `${header}.${loosePayload}`;
      expect(
        await verifyEditorToken(
          secret,
          `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`,
          now,
        ),
      ).to.equal(undefined);
    }
  });

  it('only HS256 with typ JWT: other algorithms, a missing or other typ, and unknown critical headers are refused', async () => {
    expect(await verifyEditorToken(secret, handMade({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512'), now)).to.equal(
      undefined,
    );
    expect(await verifyEditorToken(secret, handMade({ alg: 'HS384', typ: 'JWT' }, claims, 'sha384'), now)).to.equal(
      undefined,
    );
    expect(await verifyEditorToken(secret, handMade({ alg: 'HS256' }, claims), now)).to.equal(undefined);
    expect(await verifyEditorToken(secret, handMade({ alg: 'HS256', typ: 'at+jwt' }, claims), now)).to.equal(undefined);
    expect(await verifyEditorToken(secret, handMade({ ...HEADER, crit: ['exp'], exp: 1 }, claims), now)).to.equal(
      undefined,
    );
    expect(await verifyEditorToken(secret, handMade({ ...HEADER, b64: false, crit: ['b64'] }, claims), now)).to.equal(
      undefined,
    );
  });

  it('every claim is required, with its type: a validly signed token without one is refused', async () => {
    for (const name of Object.keys(claims) as (keyof EditorClaims)[]) {
      const { [name]: _left, ...without } = claims;
      expect(await verifyEditorToken(secret, handMade(HEADER, without), now), `without ${name}`).to.equal(undefined);
    }
    const wrongTypes: Partial<Record<keyof EditorClaims, unknown>> = {
      sub: 1,
      key: ['pk_x'],
      uid: null,
      host: {},
      features: 'all',
      iat: '1',
      exp: String(now + 900),
    };
    for (const [name, value] of Object.entries(wrongTypes)) {
      expect(
        await verifyEditorToken(secret, handMade(HEADER, { ...claims, [name]: value }), now),
        `${name}: ${JSON.stringify(value)}`,
      ).to.equal(undefined);
    }
    expect(
      await verifyEditorToken(
        secret,
        handMade(HEADER, { ...claims, features: { ...DEFAULT_FEATURES, comments: 'yes' } }),
        now,
      ),
    ).to.equal(undefined);
    expect(await verifyEditorToken(secret, handMade(HEADER, [claims]), now)).to.equal(undefined);
  });
});

describe('TtlCache', () => {
  it('forgets entries after their lifetime and drops the oldest past its size', () => {
    let time = 0;
    const cache = new TtlCache<number>(100, 2, () => time);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).to.equal(undefined);
    expect(cache.get('c')).to.deep.equal({ value: 3 });
    time = 100;
    expect(cache.get('c')).to.equal(undefined);
  });
});

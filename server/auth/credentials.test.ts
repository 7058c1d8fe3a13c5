import { expect } from 'chai';
import { randomBase62, secretKeyId, newSecretKey, newPublicKey, hashSecret, digestsEqual, PUBLIC_KEY_PATTERN, SECRET_KEY_LENGTH } from './key-format.ts';
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
    for (const bad of ['', secret.slice(1), `${secret}x`, secret.replace('sk_', 'pk_'), `${secret.slice(0, 15)}-${secret.slice(16)}`, 'sk_' + 'é'.repeat(53)]) {
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
  const claims: EditorClaims = { sub: 'acct', key: 'pk_x', uid: 'u1', host: 'example.com', features: DEFAULT_FEATURES, iat: now, exp: now + 900 };

  it('a signed token verifies and gives its claims back', () => {
    expect(verifyEditorToken(secret, signEditorToken(secret, claims), now)).to.deep.equal(claims);
  });

  it('is refused when expired, forged, re-signed with another secret or altered', () => {
    const token = signEditorToken(secret, claims);
    expect(verifyEditorToken(secret, token, now + 900)).to.equal(undefined);
    expect(verifyEditorToken(Buffer.from('another-secret-another-secret-another'), token, now)).to.equal(undefined);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'other' })).toString('base64url');
    expect(verifyEditorToken(secret, `${header}.${forged}.${signature}`, now)).to.equal(undefined);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyEditorToken(secret, `${none}.${token.split('.')[1]}.`, now)).to.equal(undefined);
    expect(verifyEditorToken(secret, 'x'.repeat(10_000), now)).to.equal(undefined);
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

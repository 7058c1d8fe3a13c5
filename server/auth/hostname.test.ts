import { expect } from 'chai';
import fc from 'fast-check';
import {
  hostMatchesDomain,
  isHostnameAllowed,
  normalizeDomains,
  normalizeHostname,
  originHostname,
} from './hostname.ts';

describe('hostnames and allowed domains', () => {
  const allowed = ['example.com'];

  it('the domain itself and its subdomains match', () => {
    for (const host of ['example.com', 'www.example.com', 'a.b.example.com'])
      expect(isHostnameAllowed(host, allowed), host).to.equal(true);
  });

  it('look-alikes never match: suffixes, prefixes, userinfo, ports, escapes, Unicode', () => {
    const tricks = [
      'evil-example.com',
      'example.com.evil.com',
      'example.com@evil.com',
      'evil.com@example.com',
      'example.com:443',
      'example.com:80',
      'ex%61mple.com',
      'example%2ecom',
      'exаmple.com' /* Cyrillic а */,
      'example.cοm' /* Greek ο */,
      'example.com\u200b',
      '\u212Axample.com',
      'xample.com',
      'example.co',
      'example.comm',
      'wwwexample.com',
      'example.com/',
      'example.com/path',
      'http://example.com',
      ' example.com',
      'example.com ',
      'example.com..',
      '.example.com',
      '',
      '*.example.com',
      'example..com',
      '[::1]',
    ];
    for (const host of tricks) expect(isHostnameAllowed(host, allowed), JSON.stringify(host)).to.equal(false);
  });

  it('upper case and one trailing dot name the same host', () => {
    expect(normalizeHostname('WWW.Example.COM.')).to.equal('www.example.com');
    expect(isHostnameAllowed('EXAMPLE.COM', allowed)).to.equal(true);
    expect(isHostnameAllowed('example.com.', allowed)).to.equal(true);
  });

  it('the Kelvin sign is refused before lower-casing could turn it into k', () => {
    expect('\u212A'.toLowerCase()).to.equal('k');
    expect(normalizeHostname('\u212Aexample.com')).to.equal(undefined);
  });

  it('an IPv4 address matches only itself, never as a parent domain', () => {
    expect(hostMatchesDomain('127.0.0.1', '127.0.0.1')).to.equal(true);
    expect(isHostnameAllowed('1.127.0.0.1', ['127.0.0.1'])).to.equal(false);
    expect(() => normalizeDomains(['0.0.1'])).to.throw(TypeError);
    expect(normalizeHostname('999.1.1.1')).to.equal(undefined);
    expect(normalizeHostname('1.2.3')).to.equal(undefined);
  });

  it('labels follow DNS rules: 1 to 63 characters, no leading or trailing hyphen', () => {
    expect(normalizeHostname(`${'a'.repeat(63)}.com`)).to.equal(`${'a'.repeat(63)}.com`);
    expect(normalizeHostname(`${'a'.repeat(64)}.com`)).to.equal(undefined);
    expect(normalizeHostname('-a.com')).to.equal(undefined);
    expect(normalizeHostname('a-.com')).to.equal(undefined);
    expect(normalizeHostname('xn--80ak6aa92e.com')).to.equal('xn--80ak6aa92e.com');
    expect(normalizeHostname('a'.repeat(300))).to.equal(undefined);
  });

  it('property: a host matches only when it equals the domain or ends with "." + domain', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const name = fc.array(label, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(name, name, (host, domain) => {
        fc.pre(!/^[\d.]+$/.test(host) && !/^[\d.]+$/.test(domain));
        const expected = host === domain || host.endsWith(`.${domain}`);
        expect(isHostnameAllowed(host, [domain])).to.equal(expected);
      }),
    );
  });

  it('the Origin header gives its hostname only for a plain http(s) origin', () => {
    expect(originHostname('https://App.Example.com')).to.equal(undefined); // not serialized as a browser would
    expect(originHostname('https://app.example.com')).to.equal('app.example.com');
    expect(originHostname('http://localhost:5173')).to.equal('localhost');
    for (const origin of [
      'null',
      'file://',
      'https://app.example.com/path',
      'ftp://example.com',
      'https://user@example.com',
      'https://[::1]:3000',
      'nonsense',
    ]) {
      expect(originHostname(origin), origin).to.equal(undefined);
    }
  });

  it('domains are normalized for storage, and a bad one is refused by name', () => {
    expect(normalizeDomains(['Example.com', 'example.com.', ' localhost '])).to.deep.equal([
      'example.com',
      'localhost',
    ]);
    expect(() => normalizeDomains(['https://example.com'])).to.throw(TypeError, /https:\/\/example\.com/);
    expect(() => normalizeDomains([])).to.throw(TypeError, /at least one/);
    expect(() => normalizeDomains(['com'])).to.throw(TypeError, /top-level domain/);
    expect(normalizeDomains(['localhost'])).to.deep.equal(['localhost']);
  });
});

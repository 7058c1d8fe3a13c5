import { expect } from 'chai';
import { CURRENT_VERSION, migrate, versionOf } from './migrate.ts';
import { page } from '../testing/builders.ts';

describe('template versions', () => {
  it('reads a missing version as 1', () => {
    expect(versionOf(page())).to.equal(1);
    expect(versionOf({ ...page(), settings: {} })).to.equal(1);
  });

  it('passes a current page through unchanged (the same object)', () => {
    const p = { ...page(), settings: { version: CURRENT_VERSION } };
    expect(migrate(p)).to.equal(p);
  });

  it('leaves a newer page alone for the schema to refuse', () => {
    const p = { ...page(), settings: { version: CURRENT_VERSION + 1 } };
    expect(migrate(p)).to.equal(p);
  });

  describe('1 to 2: the share image must be absolute', () => {
    const v1 = (image: unknown) => ({ ...page(), metadata: { title: 'T', image } });
    it('leaves out a relative, data: or protocol-relative share image of a version 1 page, and nothing else', () => {
      for (const image of [
        '/img/share.png',
        'share.png',
        'data:image/png;base64,AAAA',
        '//cdn.example/x.png',
        'ftp://example.com/x.png',
      ]) {
        expect(migrate(v1(image)), image).to.deep.equal({ ...page(), metadata: { title: 'T' } });
      }
    });
    it('returns the page itself when its share image is absolute, empty or absent (no copy per render)', () => {
      for (const p of [v1('https://cdn.example/x.png'), v1('HTTP://cdn.example/x.png'), v1(''), page()])
        expect(migrate(p)).to.equal(p);
    });
    it('never mutates its input', () => {
      const p = Object.freeze({ ...v1('/x.png'), metadata: Object.freeze({ title: 'T', image: '/x.png' }) });
      expect(() => migrate(p)).to.not.throw();
      expect(p.metadata.image).to.equal('/x.png');
    });
    it('a version 2 page keeps what it says: the schema then refuses a relative share image', () => {
      const p = { ...v1('/x.png'), settings: { version: 2 } };
      expect(migrate(p)).to.equal(p);
    });
  });
});

import { expect } from 'chai';
import { checkLink } from './link-url.ts';

describe('link URL check', () => {
  it('refuses an address with a second address run into it (typed onto the old one)', () => {
    expect(checkLink('https://x.com/termsmailto:a@b.c')).to.deep.equal({ error: 'joined' });
    expect(checkLink('https://x.com/termshttps://y.com')).to.deep.equal({ error: 'joined' });
    expect(checkLink('x.com/termsmailto:a@b.c')).to.deep.equal({ error: 'joined' });
    expect(checkLink('https://x.com/pagejavascript:alert(1)')).to.deep.equal({ error: 'joined' });
  });

  it('keeps ordinary addresses, an address in the query, and what the renderer refuses refused', () => {
    expect(checkLink('https://x.com/terms')).to.deep.equal({ href: 'https://x.com/terms' });
    expect(checkLink('mailto:a@b.c')).to.deep.equal({ href: 'mailto:a@b.c' });
    expect(checkLink('a@b.c')).to.deep.equal({ href: 'mailto:a@b.c' });
    expect(checkLink('https://x.com/go?next=https://y.com/a')).to.deep.equal({
      href: 'https://x.com/go?next=https://y.com/a',
    });
    expect(checkLink('/pricing#plans')).to.deep.equal({ href: '/pricing#plans' });
    expect(checkLink('javascript:alert(1)')).to.deep.equal({ error: 'unsafe' });
    expect(checkLink('  ')).to.deep.equal({ error: 'empty' });
  });
});

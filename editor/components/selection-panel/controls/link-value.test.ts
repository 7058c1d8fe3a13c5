/** Hrefs as a link type and what is typed for it, and back. */
import { expect } from 'chai';
import { safeUrl } from '../../../../renderer/html/url.ts';
import { formatLink, parseLink } from './link-value.ts';

describe('link value', () => {
  it('reads the type of an href', () => {
    expect(parseLink('mailto:a@b.co')).to.deep.equal({ type: 'email', value: 'a@b.co' });
    expect(parseLink('MAILTO:a@b.co')).to.deep.equal({ type: 'email', value: 'a@b.co' });
    expect(parseLink('tel:+15550100')).to.deep.equal({ type: 'phone', value: '+15550100' });
    expect(parseLink('#pricing')).to.deep.equal({ type: 'anchor', value: 'pricing' });
    expect(parseLink('https://x.test/')).to.deep.equal({ type: 'url', value: 'https://x.test/' });
    expect(parseLink(undefined)).to.deep.equal({ type: 'url', value: '' });
    // The placeholder href of a new button is an address still to be typed, not a section.
    expect(parseLink('#')).to.deep.equal({ type: 'url', value: '#' });
  });

  it('writes hrefs the renderer keeps as links', () => {
    const hrefs = [
      formatLink({ type: 'email', value: ' a@b.co ' }),
      formatLink({ type: 'phone', value: '+1 (555) 010-0000' }),
      formatLink({ type: 'anchor', value: '#faq' }),
      formatLink({ type: 'url', value: '/pricing' }),
    ];
    expect(hrefs).to.deep.equal(['mailto:a@b.co', 'tel:+15550100000', '#faq', '/pricing']);
    for (const href of hrefs) expect(safeUrl(href, 'link'), href).to.not.equal(undefined);
    expect(formatLink({ type: 'email', value: '  ' })).to.equal(undefined);
  });

  it('reads back what it writes', () => {
    for (const link of [
      { type: 'email', value: 'a@b.co' },
      { type: 'phone', value: '+4930123' },
      { type: 'anchor', value: 'top' },
      { type: 'url', value: 'https://example.com/a?b=c#d' },
    ] as const)
      expect(parseLink(formatLink(link))).to.deep.equal(link);
  });
});

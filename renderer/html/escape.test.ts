import { expect } from 'chai';
import fc from 'fast-check';
import { escapeHtml, escapeText } from './escape.ts';

describe('escaping', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).to.equal(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('escapes only & < > in text, leaving quotes readable', () => {
    expect(escapeText(`Tom's "best" <deal> & more`)).to.equal(`Tom's "best" &lt;deal&gt; &amp; more`);
  });

  it('returns a string with nothing to escape as it is', () => {
    const plain = 'Nothing to see here';
    expect(escapeHtml(plain)).to.equal(plain);
  });

  it('never leaves a raw < > " or \' in the output, and round-trips through decoding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const escaped = escapeHtml(value);
        expect(escaped).not.to.match(/[<>"']/);
        const decoded = escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(decoded).to.equal(value);
      }),
    );
  });
});

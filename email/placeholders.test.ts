import { expect } from 'chai';
import {
  decodePlaceholder,
  escapeMergeValue,
  PlaceholderTable,
  placeholderPattern,
  stripPlaceholderDelimiters,
} from './placeholders.ts';

const visible = (text: string | undefined) =>
  text?.replace(placeholderPattern(), (_, letter: string, index: string) => `[${letter}${index}]`);

describe('merge-tag placeholders', () => {
  it('replaces {{name}} in text by T tokens, one token per name', () => {
    const table = new PlaceholderTable();
    expect(
      visible(table.inText('Hi {{first_name}}, {{ first_name }} and {{last.name}}; {{not a tag}} *|FNAME|*')),
    ).to.equal('Hi [T0], [T0] and [T1]; {{not a tag}} *|FNAME|*');
    expect(table.uses.map((use) => [use.name, use.context])).to.deep.equal([
      ['first_name', 'text'],
      ['last.name', 'text'],
    ]);
  });

  it('a tag at the start of a URL is a U token; tags after it are P tokens', () => {
    const table = new PlaceholderTable();
    expect(visible(table.inUrl('{{site}}/account?email={{email}}', 'link'))).to.equal('[U0]/account?email=[P1]');
    expect(visible(table.inUrl('https://example.com/?id={{id}}#{{frag}}', 'link'))).to.equal(
      'https://example.com/?id=[P2]#[P3]',
    );
    expect(table.uses[0]).to.deep.include({ name: 'site', context: 'url', purpose: 'link' });
  });

  it('refuses a URL whose tags could complete a scheme', () => {
    for (const url of [
      '{{x}}script:alert(1)',
      '{{x}}:alert(1)',
      'java{{x}}:alert(1)',
      '{{a}}{{b}}:x',
      'javascript:{{x}}',
    ]) {
      expect(new PlaceholderTable().inUrl(url, 'link'), url).to.equal(undefined);
    }
  });

  it('checks URLs without tags like safeUrl', () => {
    const table = new PlaceholderTable();
    expect(table.inUrl('https://example.com/a', 'link')).to.equal('https://example.com/a');
    expect(table.inUrl('javascript:alert(1)', 'link')).to.equal(undefined);
    expect(table.inUrl('mailto:a@example.com', 'image')).to.equal(undefined);
  });

  it('writes values as the context requires (the reference for personalization)', () => {
    expect(escapeMergeValue({ context: 'text' }, '<b>"Tom" & \'Jerry\'</b>')).to.equal(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
    expect(escapeMergeValue({ context: 'url', purpose: 'link' }, 'https://example.com/?a=1&b=2')).to.equal(
      'https://example.com/?a=1&amp;b=2',
    );
    expect(escapeMergeValue({ context: 'url', purpose: 'link' }, 'javascript:alert(1)')).to.equal('#');
    expect(escapeMergeValue({ context: 'url', purpose: 'image' }, 'mailto:a@b.c')).to.equal('#');
    expect(escapeMergeValue({ context: 'url-part' }, 'a b&c/d:e"')).to.equal('a%20b%26c%2Fd%3Ae%22');
  });

  it('decodes tokens and matches them with a fresh global pattern', () => {
    expect(decodePlaceholder('\uE000P12\uE001')).to.deep.equal({ context: 'url-part', index: 12 });
    expect(decodePlaceholder('\uE000X1\uE001')).to.equal(undefined);
    const pattern = placeholderPattern();
    expect(pattern.global).to.equal(true);
    expect('a\uE000T0\uE001b\uE000U1\uE001'.match(placeholderPattern())).to.deep.equal([
      '\uE000T0\uE001',
      '\uE000U1\uE001',
    ]);
  });

  it('strips delimiters from template text', () => {
    expect(stripPlaceholderDelimiters('a\uE000T0\uE001b')).to.equal('aT0b');
    expect(stripPlaceholderDelimiters('plain')).to.equal('plain');
  });
});

import { expect } from 'chai';
import { attrs, html, join, unsafeHtml } from './html.ts';
import { safeUrl } from './url.ts';

describe('the html tag', () => {
  it('escapes every interpolation unless it is already SafeHtml', () => {
    const name = '<b>Ann</b>';
    expect(html`<p>${name} ${unsafeHtml('<i>ok</i>')} ${html`<u>${'&'}</u>`}</p>`.value).to.equal(
      '<p>&lt;b&gt;Ann&lt;/b&gt; <i>ok</i> <u>&amp;</u></p>',
    );
  });

  it('writes nothing for null, undefined and false, numbers as numbers, arrays joined', () => {
    expect(html`${null}${undefined}${false}${3}${[html`<i></i>`, 'x<']}${Number.NaN}`.value).to.equal('3<i></i>x&lt;');
  });

  it('joins fragments with a separator', () => {
    expect(join([html`<a></a>`, html`<b></b>`], '\n').value).to.equal('<a></a>\n<b></b>');
  });
});

describe('attrs', () => {
  it('escapes values and writes boolean attributes bare', () => {
    expect(attrs({ title: '"><script>', required: true, hidden: false, alt: '', id: undefined }).value).to.equal(
      ' title="&quot;&gt;&lt;script&gt;" required alt=""',
    );
  });

  it('takes only a SafeUrl for a URL attribute: a plain string is a programming error', () => {
    expect(() => attrs({ href: 'https://example.com' })).to.throw(TypeError, /SafeUrl/);
    expect(() => attrs({ src: 'x' })).to.throw(TypeError);
    expect(attrs({ href: safeUrl('https://example.com/?a=1&b=2', 'link') }).value).to.equal(
      ' href="https://example.com/?a=1&amp;b=2"',
    );
  });

  it('refuses attribute names that are not plain lower-case names', () => {
    for (const name of ['onclick x', 'a"b', 'x=y', 'X', '>', ''])
      expect(() => attrs({ [name]: 'v' }), name).to.throw(TypeError);
  });
});

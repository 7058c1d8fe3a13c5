import { expect } from 'chai';
import { mjmlElement, mjmlLeaf, mjmlText, type MjmlElement } from './mjml-tree.ts';
import { MJML_BASE_OPTIONS, MjmlCache, mjmlCacheKey, renderMjml, type MjmlInput } from './render-mjml.ts';

const input = (tree: MjmlElement): MjmlInput => ({ tree, mjml: mjmlText(tree) });
const columns = (...texts: string[]) =>
  mjmlElement('mjml', {}, [
    mjmlElement('mj-body', {}, [
      mjmlElement(
        'mj-section',
        {},
        texts.map((text) => mjmlElement('mj-column', {}, [mjmlLeaf('mj-text', {}, text)])),
      ),
    ]),
  ]);
const doc = (text: string) => input(columns(text));

describe('renderMjml', function () {
  this.timeout(20_000);

  it('awaits mjml 5 and returns its HTML', async () => {
    const { html } = await renderMjml(doc('Hello'), { minify: false }, new MjmlCache(10, 1_000_000));
    expect(html).to.match(/^<!doctype html>/);
    expect(html).to.contain('>Hello</div>');
  });

  it('keys by exactly what mjml sees: the MJML and the options', () => {
    expect(mjmlCacheKey(doc('a').mjml, { minify: false })).to.equal(mjmlCacheKey(doc('a').mjml, { minify: false }));
    expect(mjmlCacheKey(doc('a').mjml, { minify: true })).not.to.equal(mjmlCacheKey(doc('a').mjml, { minify: false }));
    expect(mjmlCacheKey(doc('a').mjml, { minify: false })).not.to.equal(mjmlCacheKey(doc('b').mjml, { minify: false }));
    // The serializer asks mjml's types itself (mjml-types.ts); includes are never read.
    expect(MJML_BASE_OPTIONS).to.include({ validationLevel: 'skip', ignoreIncludes: true });
  });

  it('answers a repeated render from the cache', async () => {
    const cache = new MjmlCache(10, 1_000_000);
    const first = await renderMjml(doc('x'), { minify: false }, cache);
    const second = await renderMjml(doc('x'), { minify: false }, cache);
    expect(second).to.equal(first);
    expect([cache.misses, cache.hits, cache.size]).to.deep.equal([1, 1, 1]);
  });

  it('two identical renders in flight share one mjml call', async () => {
    const cache = new MjmlCache(10, 1_000_000);
    const [a, b] = await Promise.all([
      renderMjml(doc('y'), { minify: true }, cache),
      renderMjml(doc('y'), { minify: true }, cache),
    ]);
    expect(a).to.equal(b);
    expect([cache.misses, cache.hits]).to.deep.equal([1, 1]);
  });

  it('is bounded by entries (least recently used go first) and by characters', async () => {
    const cache = new MjmlCache(2, 1_000_000);
    await renderMjml(doc('1'), { minify: false }, cache);
    await renderMjml(doc('2'), { minify: false }, cache);
    await renderMjml(doc('1'), { minify: false }, cache); // 1 is now the most recent
    await renderMjml(doc('3'), { minify: false }, cache);
    expect(cache.size).to.equal(2);
    await renderMjml(doc('1'), { minify: false }, cache);
    expect(cache.misses).to.equal(3); // 1 was kept, 2 was evicted
    const small = new MjmlCache(100, 5_000);
    await renderMjml(doc('big'), { minify: false }, small);
    expect(small.size).to.equal(0); // one render over a quarter of the budget is not kept
    expect(small.chars).to.equal(0);
  });

  it('a failed render is not kept', async () => {
    const cache = new MjmlCache(10, 1_000_000);
    const failure = await renderMjml(
      input(mjmlElement('mjml', {}, [mjmlElement('mj-head')])),
      { minify: false },
      cache,
    ).catch((e: unknown) => e);
    expect(failure).to.be.instanceOf(Error);
    expect(cache.size).to.equal(0);
  });

  it('minify collapses whitespace and keeps Outlook conditional comments', async () => {
    const mjml = input(columns('a', 'b'));
    const plain = await renderMjml(mjml, { minify: false }, new MjmlCache(10, 1_000_000));
    const minified = await renderMjml(mjml, { minify: true }, new MjmlCache(10, 1_000_000));
    const conditionals = (html: string) => html.match(/<!--\[if mso \| IE\]>.*?<!\[endif\]-->/gs)?.length ?? 0;
    expect(conditionals(plain.html)).to.be.greaterThan(3);
    expect(conditionals(minified.html)).to.equal(conditionals(plain.html));
    expect(minified.html).to.contain('<!--[if mso | IE]><table');
    expect(minified.html.length).to.be.lessThan(plain.html.length);
  });
});

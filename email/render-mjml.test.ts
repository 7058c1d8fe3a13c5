import { expect } from 'chai';
import { MJML_BASE_OPTIONS, MjmlCache, mjmlCacheKey, renderMjml } from './render-mjml.ts';

const doc = (text: string) => `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section></mj-body></mjml>`;

describe('renderMjml', function () {
  this.timeout(20_000);

  it('awaits mjml 5 and returns its HTML', async () => {
    const { html, errors } = await renderMjml(doc('Hello'), { minify: false }, new MjmlCache(10, 1_000_000));
    expect(html).to.match(/^<!doctype html>/);
    expect(html).to.contain('>Hello</div>');
    expect(errors).to.deep.equal([]);
  });

  it('keys by exactly what mjml sees: the MJML and the options', () => {
    expect(mjmlCacheKey(doc('a'), { minify: false })).to.equal(mjmlCacheKey(doc('a'), { minify: false }));
    expect(mjmlCacheKey(doc('a'), { minify: true })).not.to.equal(mjmlCacheKey(doc('a'), { minify: false }));
    expect(mjmlCacheKey(doc('a'), { minify: false })).not.to.equal(mjmlCacheKey(doc('b'), { minify: false }));
    expect(MJML_BASE_OPTIONS).to.include({ validationLevel: 'soft', ignoreIncludes: true });
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
    const [a, b] = await Promise.all([renderMjml(doc('y'), { minify: true }, cache), renderMjml(doc('y'), { minify: true }, cache)]);
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

  it('a failed render is not kept, and mjml validation problems come back as errors', async () => {
    const cache = new MjmlCache(10, 1_000_000);
    const failure = await renderMjml('<not-mjml>', { minify: false }, cache).catch((e: unknown) => e);
    expect(failure).to.be.instanceOf(Error);
    expect(cache.size).to.equal(0);
    const { errors } = await renderMjml('<mjml><mj-body><mj-section><mj-column><mj-text bogus="1">x</mj-text></mj-column></mj-section></mj-body></mjml>', { minify: false }, cache);
    expect(errors.map((e) => e.tagName)).to.deep.equal(['mj-text']);
    expect(Object.keys(errors[0]!)).to.deep.equal(['line', 'message', 'tagName']);
  });

  it('minify collapses whitespace and keeps Outlook conditional comments', async () => {
    const mjml = `<mjml><mj-body><mj-section><mj-column><mj-text>a</mj-text></mj-column><mj-column><mj-text>b</mj-text></mj-column></mj-section></mj-body></mjml>`;
    const plain = await renderMjml(mjml, { minify: false }, new MjmlCache(10, 1_000_000));
    const minified = await renderMjml(mjml, { minify: true }, new MjmlCache(10, 1_000_000));
    const conditionals = (html: string) => html.match(/<!--\[if mso \| IE\]>.*?<!\[endif\]-->/gs)?.length ?? 0;
    expect(conditionals(plain.html)).to.be.greaterThan(3);
    expect(conditionals(minified.html)).to.equal(conditionals(plain.html));
    expect(minified.html).to.contain('<!--[if mso | IE]><table');
    expect(minified.html.length).to.be.lessThan(plain.html.length);
  });
});

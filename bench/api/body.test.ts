/**
 * The HTTP benchmark's request body is a valid json2html request of the size the README states, so
 * that `npm run bench:api` cannot silently measure a stream of 4xx answers. No timing here.
 */
import { expect } from 'chai';
import { renderPage } from '../../renderer/index.ts';
import { json2htmlRequest } from '../../server/schemas/requests.ts';
import { createBody, SECTIONS } from './body.ts';

describe('bench/api: the request body', () => {
  const body = createBody();

  it('is a json2html request whose definition renders without warnings', () => {
    const request = json2htmlRequest.parse(JSON.parse(body.text));
    expect(request.options.fonts).to.equal('[]');
    const { html, warnings } = renderPage(request.definition, { fonts: JSON.parse(request.options.fonts) as never });
    expect(warnings).to.deep.equal([]);
    expect(html).to.include('<title>');
  });

  it(`holds ${SECTIONS} sections in 45 to 60 KB, the same bytes every time`, () => {
    expect(body.bytes).to.be.within(45 * 1024, 60 * 1024);
    expect(body.bytes).to.equal(Buffer.byteLength(body.text));
    expect(body.sections).to.equal(SECTIONS);
    expect((JSON.parse(JSON.parse(body.text).definition) as { children: unknown[] }).children).to.have.length(SECTIONS);
    expect(createBody().text).to.equal(body.text);
  });

  it('numbers the page title alone, keeping the size', () => {
    expect(body.numbered(0)).to.equal(body.text);
    const numbered = body.numbered(12_345);
    expect(numbered).to.not.equal(body.text);
    expect(Buffer.byteLength(numbered)).to.equal(body.bytes);
    const definition = JSON.parse(JSON.parse(numbered).definition) as { metadata: { title: string } };
    expect(definition.metadata.title).to.match(/ #00012345$/);
    expect(renderPage(JSON.parse(numbered).definition).html).to.include('#00012345');
    expect(() => body.numbered(1e8)).to.throw(RangeError);
  });
});

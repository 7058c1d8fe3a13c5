/**
 * The benchmark's inputs and contenders are sound: the page is what the README says, ours renders
 * it cleanly, and the floor and both peers render the same page (every text block, once). No
 * timing here: that is `npm run bench`'s job, on a quiet machine.
 */
import { expect } from 'chai';
import type { TemplateNode } from '../renderer/model/node.ts';
import { renderPage } from '../renderer/index.ts';
import { BLOCK_TAGS } from '../renderer/blocks/registry.ts';
import { countKind, countNodes, generatePage } from './generate-page.ts';
import { renderFloor } from './floor.ts';
import { renderPuck, renderReact, toPuckData } from './peers.tsx';

/** The uids of the page's text blocks, in document order (found by walking the tree, not by counting output). */
function textUids(node: TemplateNode): string[] {
  const out: string[] = [];
  const visit = (n: TemplateNode): void => {
    if (n.tagName === 'text') out.push(n.uid as string);
    for (const child of n.children ?? []) visit(child);
  };
  visit(node);
  return out;
}

/** The node ids of the text blocks in rendered HTML, in document order: the class ours, the floor and the peers give a text block's root. */
function renderedTextIds(html: string): string[] {
  return [...html.matchAll(/<div class="lp-text lp-n-([A-Za-z0-9_-]+)"/g)].map((m) => m[1] as string);
}

describe('bench: the generated page and the contenders', () => {
  const page = generatePage();
  const texts = textUids(page);

  it('generates 1,800 to 2,400 template nodes in 100 sections of 1 to 4 columns, the same page every time', () => {
    const nodes = countNodes(page);
    expect(nodes).to.be.within(1_800, 2_400);
    expect(page.children).to.have.length(100);
    for (const section of page.children ?? []) expect(section.children?.length).to.be.within(1, 4);
    expect(JSON.stringify(generatePage())).to.equal(JSON.stringify(page));
    expect(JSON.stringify(generatePage(7))).to.not.equal(JSON.stringify(page));
  });

  it('uses every kind of block, and a section container', () => {
    for (const tag of [...BLOCK_TAGS, 'container']) expect(countKind(page, tag), tag).to.be.greaterThan(0);
    expect(countKind(page, 'form')).to.be.within(1, 5);
  });

  it('renders with ours without warnings, at about 300 KB', () => {
    const { html, warnings } = renderPage(page);
    expect(warnings).to.deep.equal([]);
    expect(Buffer.byteLength(html)).to.be.within(250_000, 400_000);
    expect(renderedTextIds(html)).to.deep.equal(texts);
  });

  it('has hundreds of text blocks with unique uids (so the per-contender checks below mean something)', () => {
    expect(texts.length).to.equal(countKind(page, 'text'));
    expect(texts.length).to.be.greaterThan(500);
    expect(new Set(texts).size).to.equal(texts.length);
  });

  const contenders: [string, () => string][] = [
    ['the floor', () => renderFloor(page)],
    ['React renderToString', () => renderReact(page)],
    ['Puck <Render>', () => renderPuck(toPuckData(page))],
  ];
  for (const [name, render] of contenders) {
    it(`${name} renders a document with every text block of the page exactly once, in order`, () => {
      const html = render();
      expect(html.startsWith('<!DOCTYPE html>')).to.equal(true);
      expect(Buffer.byteLength(html)).to.be.greaterThan(200_000);
      expect(renderedTextIds(html)).to.deep.equal(texts);
      // The content too, not just the wrappers: the first text block's markup appears as given.
      const first = page.children?.[0]?.children?.[0]?.children?.find((b) => b.tagName === 'text');
      expect(html).to.include(first?.content as string);
      expect(html).to.include('</main>');
    });
  }
});

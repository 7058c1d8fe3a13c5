import { expect } from 'chai';
import { registry } from '../../renderer/blocks/registry.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { placement, sectionWithColumns, sectionWithLayout, starterNode } from './starters.ts';

const block = registry.withRole('block').find((kind) => !kind.hostDefined)!.tagName;
const columnTag = registry.withRole('column')[0]!.tagName;

const doc = page(
  section({ uid: 's1' }, column({ uid: 'c1' }, text('<p>a</p>', { uid: 't1' }), text('<p>b</p>', { uid: 't2' }))),
  section({ uid: 's2' }, column({ uid: 'c2' }), column({ uid: 'c3' }, text('<p>c</p>', { uid: 't3' }))),
);

describe('sectionWithLayout', () => {
  it('sizes the columns of an unequal layout and leaves equal ones unsized', () => {
    const unequal = sectionWithLayout(['33.33%', '66.67%']);
    expect(unequal.children!.map((child) => [child.tagName, child.attributes?.width])).to.deep.equal([
      [columnTag, '33.33%'],
      [columnTag, '66.67%'],
    ]);
    const equal = sectionWithLayout(['33.34%', '33.33%', '33.33%']);
    expect(equal.children!.map((child) => child.attributes?.width)).to.deep.equal([undefined, undefined, undefined]);
  });

  it('keeps sectionWithColumns: equal columns with the starter content', () => {
    const four = sectionWithColumns(4);
    expect(four.children).to.have.length(4);
    expect(
      four.children!.every((child) => child.attributes?.width === undefined && child.children!.length > 0),
    ).to.equal(true);
  });
});

describe('placement', () => {
  const node = starterNode(block)!;
  const layout = sectionWithColumns(2);

  it('puts a block after the selected block, at the end of a selected column, else at the end of the last column', () => {
    expect(placement(doc, 't1', node)).to.deep.equal({ parent: 'c1', index: 1, node });
    expect(placement(doc, 'c2', node)).to.deep.equal({ parent: 'c2', index: 0, node });
    expect(placement(doc, 's2', node)).to.deep.equal({ parent: 'c2', index: 0, node });
    expect(placement(doc, null, node)).to.deep.equal({ parent: 'c3', index: 1, node });
  });

  it('puts a section after the selection’s section, else at the end', () => {
    expect(placement(doc, 't2', layout)).to.deep.equal({ parent: null, index: 1, node: layout });
    expect(placement(doc, 's2', layout)).to.deep.equal({ parent: null, index: 2, node: layout });
    expect(placement(doc, null, layout)).to.deep.equal({ parent: null, index: 2, node: layout });
  });

  it('wraps a block in a new section on a page without columns, and refuses what no level takes', () => {
    const empty = page();
    const place = placement(empty, null, node)!;
    expect([place.parent, place.index]).to.deep.equal([null, 0]);
    expect(place.node.children![0]!.children).to.deep.equal([node]);
    expect(placement(doc, 't1', starterNode(columnTag)!)).to.equal(undefined);
  });
});

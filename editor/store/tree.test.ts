import { expect } from 'chai';
import fc from 'fast-check';
import { freeze } from 'immer';
import type { TemplateNode } from '../../renderer/index.ts';
import { pageOf } from '../../renderer/testing/arbitraries.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { locate, pathTo } from './tree.ts';

/** Every node below `root`, in document order (the reference the lookups are checked against). */
function inOrder(root: TemplateNode): TemplateNode[] {
  const out: TemplateNode[] = [];
  const visit = (node: TemplateNode) => {
    for (const child of node.children ?? []) {
      out.push(child);
      visit(child);
    }
  };
  visit(root);
  return out;
}

describe('tree: finding nodes by uid', () => {
  it('property: on a frozen document (indexed) and a plain one (walked), each uid finds its first node in document order', () => {
    fc.assert(
      fc.property(pageOf(), (generated) => {
        const plain = structuredClone(generated) as TemplateNode;
        const frozen = freeze(structuredClone(generated), true) as TemplateNode;
        for (const root of [plain, frozen]) {
          const nodes = inOrder(root);
          for (const uid of new Set(nodes.flatMap((n) => (n.uid === undefined ? [] : [n.uid])))) {
            const first = nodes.find((n) => n.uid === uid)!;
            const found = locate(root, uid)!;
            expect(found.node).to.equal(first);
            expect(found.siblings[found.index]).to.equal(first);
            expect(found.parent.children).to.equal(found.siblings);
          }
          expect(locate(root, 'no-such-uid')).to.equal(undefined);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the first of two nodes that share a uid, indexed or walked', () => {
    const doc = page(section(column(text('first', { uid: 'same' }))), section(column(text('second', { uid: 'same' })))) as TemplateNode;
    expect(pathTo(doc, 'same')).to.deep.equal([0, 0, 0]);
    expect(locate(freeze(structuredClone(doc), true), 'same')!.node.content).to.equal('first');
    expect(locate(doc, 'same')!.node.content).to.equal('first');
  });

  it('answers for the document it was asked about: a new document after an edit is indexed anew', () => {
    const before = freeze(page(section(column(text('a', { uid: 'a' }), text('b', { uid: 'b' })))) as TemplateNode, true);
    expect(locate(before, 'b')!.index).to.equal(1);
    const after = freeze(page(section(column(text('b', { uid: 'b' }), text('a', { uid: 'a' })))) as TemplateNode, true);
    expect(locate(after, 'b')!.index).to.equal(0);
    expect(locate(before, 'b')!.index).to.equal(1);
  });
});

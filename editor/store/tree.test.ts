import { expect } from 'chai';
import fc from 'fast-check';
import { freeze, produce } from 'immer';
import type { TemplateNode } from '../../renderer/index.ts';
import { pageOf } from '../../renderer/testing/arbitraries.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import { assignMissingUids, cloneWithFreshUids, collectUids, freshUid, locate, pathTo } from './tree.ts';
import { countSetLookups } from '../../renderer/testing/growth.ts';
import type { PageDefinition } from '../../renderer/index.ts';

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
    const doc = page(
      section(column(text('first', { uid: 'same' }))),
      section(column(text('second', { uid: 'same' }))),
    ) as TemplateNode;
    expect(pathTo(doc, 'same')).to.deep.equal([0, 0, 0]);
    expect(locate(freeze(structuredClone(doc), true), 'same')!.node.content).to.equal('first');
    expect(locate(doc, 'same')!.node.content).to.equal('first');
  });

  it('answers for the document it was asked about: a new document after an edit is indexed anew', () => {
    const before = freeze(
      page(section(column(text('a', { uid: 'a' }), text('b', { uid: 'b' })))) as TemplateNode,
      true,
    );
    expect(locate(before, 'b')!.index).to.equal(1);
    const after = freeze(page(section(column(text('b', { uid: 'b' }), text('a', { uid: 'a' })))) as TemplateNode, true);
    expect(locate(after, 'b')!.index).to.equal(0);
    expect(locate(before, 'b')!.index).to.equal(1);
  });
});

/** freshUid as it was before issue 12: from the set's size + 1, scanning past every taken uid. */
function scanningFreshUid(taken: Set<string>, prefix = 'n'): string {
  let n = taken.size + 1;
  let uid = `${prefix}${n}`;
  while (taken.has(uid)) uid = `${prefix}${++n}`;
  taken.add(uid);
  return uid;
}

describe('tree: fresh uids in amortized O(1) (issue 12)', () => {
  /** k nodes with uids n<k+1>..n<2k> (right where the count starts) and k nodes without a uid. */
  const hostile = (k: number): PageDefinition =>
    page(
      section(
        { uid: 's' },
        column(
          { uid: 'c' },
          ...Array.from({ length: k }, (_, i) => text('held', { uid: `n${k + i + 1}` })),
          ...Array.from({ length: k }, () => text('new')),
        ),
      ),
    );

  it('load: uids for nodes that lack one, past the uids the count meets, cost O(1) lookups each', () => {
    const perNode = (k: number) => {
      let doc: PageDefinition | undefined;
      const lookups = countSetLookups(() => (doc = produce(hostile(k), (draft) => assignMissingUids(draft))));
      const uids = [...collectUids(doc! as TemplateNode)];
      expect(uids.length).to.equal(2 * k + 2);
      return lookups / (2 * k);
    };
    const small = perNode(500);
    const large = perNode(4_000);
    expect(large).to.be.below(6);
    expect(large / small).to.be.below(1.5);
  });

  it('duplicate: a copy of a large section gets its uids in O(1) lookups each', () => {
    const perNode = (k: number) => {
      // The document's uids: the count starts at n<k+3>, among the held n<k+1>..n<2k>.
      const doc = hostile(k) as TemplateNode;
      return countSetLookups(() => cloneWithFreshUids(doc.children![0]!, collectUids(doc))) / (2 * k + 2);
    };
    const small = perNode(500);
    const large = perNode(4_000);
    expect(large).to.be.below(6);
    expect(large / small).to.be.below(1.5);
  });

  it('property: the same uids as the scan from the set size, for any taken set and any calls', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('n1', 'n2', 'n3', 'n5', 'n6', 'n7', 'n9', 'n12', 'm2', 'x'), { maxLength: 9 }),
        fc.array(fc.constantFrom('n', 'm'), { maxLength: 20 }),
        (held, prefixes) => {
          const ours = new Set(held);
          const theirs = new Set(held);
          for (const prefix of prefixes) expect(freshUid(ours, prefix)).to.equal(scanningFreshUid(theirs, prefix));
        },
      ),
      { numRuns: 500 },
    );
  });
});

/**
 * Where a paste goes, for every pasted role against every kind of selection (none, a section, a
 * column, an empty column, a block, a uid that is gone), on a page with sections, on an empty
 * page and on a page whose section has no column.
 */
import { expect } from 'chai';
import { registry, type PageDefinition, type TemplateNode } from '../../renderer/index.ts';
import { column, page, section, text } from '../../renderer/testing/builders.ts';
import type { PastedRole } from './clipboard-format.ts';
import { pasteTarget, wrapBlocks, type PasteTarget } from './paste-target.ts';

const doc = page(
  section(
    { uid: 's1' },
    column({ uid: 'c1' }, text('<p>a</p>', { uid: 'a' }), text('<p>b</p>', { uid: 'b' })),
    column({ uid: 'c2' }),
  ),
  section({ uid: 's2' }, column({ uid: 'c3' }, text('<p>d</p>', { uid: 'd' }))),
) as PageDefinition;

const tagOf = (role: PastedRole) => registry.withRole(role)[0]!.tagName;
const at = (parent: string | null, index: number, wrap = false): PasteTarget => ({ ok: true, parent, index, wrap });
const refused = (role: PastedRole): PasteTarget => ({ ok: false, refused: role });

/** selection -> expected target, per pasted role. */
const EXPECTED: Record<PastedRole, Record<string, PasteTarget>> = {
  section: {
    none: at(null, 2),
    s1: at(null, 1),
    c1: at(null, 1),
    c2: at(null, 1),
    a: at(null, 1),
    d: at(null, 2),
    gone: at(null, 2),
  },
  column: {
    none: at('s2', 1),
    s1: at('s1', 2),
    c1: at('s1', 1),
    c2: at('s1', 2),
    a: at('s1', 1),
    d: at('s2', 1),
    gone: at('s2', 1),
  },
  block: {
    none: at('c3', 1),
    s1: at('c1', 2),
    c1: at('c1', 2),
    c2: at('c2', 0),
    a: at('c1', 1),
    b: at('c1', 2),
    d: at('c3', 1),
    gone: at('c3', 1),
  },
};

describe('pasteTarget', () => {
  for (const [role, cases] of Object.entries(EXPECTED) as [PastedRole, Record<string, PasteTarget>][])
    for (const [selection, expected] of Object.entries(cases))
      it(`a ${role} pasted with ${selection === 'none' ? 'nothing' : selection} selected`, () => {
        const uid = selection === 'none' ? null : selection;
        expect(pasteTarget(doc, uid, role, tagOf(role))).to.deep.equal(expected);
      });

  it('on an empty page: a section at the start, a block in a new section, a column nowhere', () => {
    const empty = page() as PageDefinition;
    expect(pasteTarget(empty, null, 'section', tagOf('section'))).to.deep.equal(at(null, 0));
    expect(pasteTarget(empty, null, 'block', tagOf('block'))).to.deep.equal(at(null, 0, true));
    expect(pasteTarget(empty, null, 'column', tagOf('column'))).to.deep.equal(refused('column'));
  });

  it('on a page whose section has no column: a column goes into it, a block in a new section after it', () => {
    const bare = page(section({ uid: 's' }), section({ uid: 't' })) as PageDefinition;
    expect(pasteTarget(bare, 's', 'column', tagOf('column'))).to.deep.equal(at('s', 0));
    expect(pasteTarget(bare, null, 'column', tagOf('column'))).to.deep.equal(at('t', 0));
    expect(pasteTarget(bare, 's', 'block', tagOf('block'))).to.deep.equal(at(null, 1, true));
    expect(pasteTarget(bare, null, 'block', tagOf('block'))).to.deep.equal(at(null, 2, true));
  });

  it('never names a parent that does not hold the pasted kind', () => {
    for (const role of ['section', 'column', 'block'] as const)
      for (const selection of [null, 's1', 'c1', 'c2', 'a', 'd']) {
        const target = pasteTarget(doc, selection, role, tagOf(role));
        if (!target.ok || target.wrap) continue;
        const parent = target.parent === null ? doc : findNode(doc, target.parent)!;
        expect(registry.holds(parent.tagName, tagOf(role)), `${role} at ${selection}`).to.equal(true);
        expect(target.index).to.be.within(0, parent.children?.length ?? 0);
      }
  });

  it('wraps blocks in one one-column section, in their order', () => {
    const blocks = [text('<p>1</p>'), text('<p>2</p>')];
    const wrapped = wrapBlocks(blocks);
    expect(registry.get(wrapped.tagName)?.role).to.equal('section');
    expect(wrapped.children).to.have.length(1);
    expect(wrapped.children![0]!.children).to.deep.equal(blocks);
  });
});

function findNode(root: TemplateNode, uid: string): TemplateNode | undefined {
  const stack = [...(root.children ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.uid === uid) return node;
    stack.push(...(node.children ?? []));
  }
  return undefined;
}

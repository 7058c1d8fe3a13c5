/**
 * The canvas's section memo gives the same bytes as a fresh render: for every fixture and the
 * example, rendered again unchanged (every section replayed), and for random pages through random
 * changes of frozen snapshots (the way the editor's store makes them), including the cases a
 * replay must refuse: a uid or an anchor another section takes, a kind's base CSS that moved.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { freeze, produce } from 'immer';
import { renderCanvas, SectionMemo, type PageDefinition, type TemplateNode } from '../index.ts';
import { KIND_FIXTURES } from '../blocks/fixtures.ts';
import { pageOf } from '../testing/arbitraries.ts';
import { column, page, section, text, button } from '../testing/builders.ts';

const example = JSON.parse(
  readFileSync(new URL('../../examples/landing-page.json', import.meta.url), 'utf8'),
) as PageDefinition;

function same(page: PageDefinition, memo: SectionMemo): void {
  const fresh = renderCanvas(page);
  const memoized = renderCanvas(page, {}, memo);
  expect(memoized.html).to.equal(fresh.html);
  expect(memoized.css).to.equal(fresh.css);
  expect(memoized.warnings).to.deep.equal(fresh.warnings);
  expect(memoized.sections).to.deep.equal(fresh.sections);
}

describe('SectionMemo (the canvas render)', () => {
  it('replays every section of an unchanged page, byte for byte', () => {
    for (const [name, fixture] of [...Object.entries(KIND_FIXTURES), ['example', example] as const]) {
      const frozen = freeze(structuredClone(fixture), true);
      const memo = new SectionMemo();
      same(frozen, memo);
      expect(memo.stats.walked, name).to.equal(frozen.children?.length ?? 0);
      same(frozen, memo);
      expect(memo.stats.replayed, name).to.equal(frozen.children?.length ?? 0);
      expect(memo.stats.walked, name).to.equal(0);
    }
  });

  it('walks only the section that changed', () => {
    const memo = new SectionMemo();
    const first = freeze(structuredClone(example), true);
    same(first, memo);
    const next = produce(first, (draft) => {
      (draft.children![2]!.attributes ??= {})['background-color'] = '#123456';
    });
    same(next, memo);
    expect(memo.stats.walked).to.equal(1);
    expect(memo.stats.replayed).to.equal((first.children?.length ?? 0) - 1);
  });

  it('walks again when a replay would give other ids, anchors or base CSS', () => {
    const second = section(
      { uid: 'b', attributes: { anchor: 'top' } },
      column({ uid: 'cb' }, button('Go', { uid: 'b2' }), text('<p>x</p>', { uid: 't' })),
    );
    const start = freeze(
      page(
        section({ uid: 'a', attributes: { anchor: 'top' } }, column({ uid: 'ca' }, button('Go', { uid: 'b1' }))),
        second,
      ),
      true,
    );
    // Each variant keeps the second section (same object, same place) and changes the first, so
    // that replaying the second as recorded would be wrong.
    const variants: Record<string, TemplateNode> = {
      'the anchor is free now': section({ uid: 'a' }, column({ uid: 'ca' }, button('Go', { uid: 'b1' }))),
      'its uid is taken now': section(
        { uid: 'a', attributes: { anchor: 'top' } },
        column({ uid: 'ca' }, button('Go', { uid: 't' })),
      ),
      "the button's base CSS is its to add now": section(
        { uid: 'a', attributes: { anchor: 'top' } },
        column({ uid: 'ca' }, text('<p>y</p>', { uid: 'y' })),
      ),
    };
    for (const [name, first] of Object.entries(variants)) {
      const memo = new SectionMemo();
      same(start, memo);
      const next = freeze({ ...start, children: [first, start.children![1]!] }, true);
      expect(next.children![1], name).to.equal(second);
      same(next, memo);
      expect(memo.stats.walked, name).to.equal(2);
    }
  });

  it('replays sections beside duplicate uids as a fresh render numbers them, through moves and copies (issue 12)', () => {
    // Sections with unique uids replay by claiming their ids (`x-3`, `x-2-2`); the section whose
    // blocks share `x` is walked, and its suffixes must skip every claimed id, as a fresh render's do.
    const unique = (uid: string, ...blocks: string[]) =>
      section({ uid }, column({ uid: `${uid}-col` }, ...blocks.map((b) => text(b, { uid: b }))));
    const shared = section(
      { uid: 'b' },
      column({ uid: 'b-col' }, ...['x', 'x', 'x', 'x-2', 'x'].map((uid, i) => text(`${i}`, { uid }))),
    );
    let current = freeze(page(unique('a', 'x-3', 'x-2-2'), shared, unique('c', 'x-6')), true);
    const memo = new SectionMemo();
    same(current, memo);
    same(current, memo);
    expect(memo.stats.replayed).to.equal(2);
    type Editable = { attributes?: Record<string, unknown> };
    const steps: ((sections: TemplateNode[]) => void)[] = [
      (list) => list.splice(0, 0, list.splice(2, 1)[0]!),
      (list) => list.splice(1, 0, structuredClone(current.children![2]!) as TemplateNode),
      (list) => list.splice(0, 1),
      (list) => (((list[1] as Editable).attributes ??= {})['background-color'] = '#111111'),
      (list) => list.push(unique('d', 'x-4', 'x-7')),
    ];
    let replayed = 0;
    for (const step of steps) {
      current = produce(current, (draft) => {
        step(draft.children as TemplateNode[]);
      });
      same(current, memo);
      replayed += memo.stats.replayed;
    }
    expect(replayed).to.be.greaterThan(0);
  });

  it('property: random pages through random changes render as fresh', () => {
    const change = fc.record({
      kind: fc.constantFrom('move', 'drop', 'copy', 'recolor', 'retext'),
      at: fc.nat(),
      to: fc.nat(),
    });
    fc.assert(
      fc.property(pageOf(), fc.array(change, { maxLength: 6 }), (generated, changes) => {
        const memo = new SectionMemo();
        let current = freeze(generated, true);
        same(current, memo);
        for (const { kind, at, to } of changes) {
          const count = current.children?.length ?? 0;
          if (count === 0) break;
          const i = at % count;
          const j = to % count;
          const copy = structuredClone(current.children![i]!) as TemplateNode; // a copy keeps its uids: duplicates
          current = produce(current, (draft) => {
            const sections = draft.children as {
              attributes?: Record<string, unknown>;
              xsAttributes?: Record<string, unknown>;
            }[];
            if (kind === 'move') sections.splice(j, 0, sections.splice(i, 1)[0]!);
            else if (kind === 'drop') sections.splice(i, 1);
            else if (kind === 'copy') sections.splice(j, 0, copy);
            else if (kind === 'recolor') (sections[i]!.attributes ??= {})['background-color'] = '#0f0f0f';
            else (sections[i]!.xsAttributes ??= {}).padding = '3px';
          });
          same(current, memo);
        }
      }),
      { numRuns: 300 },
    );
  });
});

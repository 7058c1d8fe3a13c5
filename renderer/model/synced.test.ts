import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { TemplateValidationError, formatPath } from '../errors.ts';
import { column, page, section, text } from '../testing/builders.ts';
import fc from 'fast-check';
import { freshUids, prepareSyncedSections, spliceSyncedSections } from './synced.ts';
import { countSetLookups } from '../testing/growth.ts';
import { renderedBlocks, attr } from '../testing/inspect.ts';
import type { PageDefinition, TemplateNode } from './node.ts';

const shared = (label: string, extra: Partial<TemplateNode> = {}) =>
  section(
    { uid: 'orig', attributes: { 'background-color': '#eee' }, ...extra },
    column({ uid: 'orig-col' }, text(label, { uid: 'orig-text' }), text('second', { uid: 'orig-2' })),
  );

const uidsOf = (p: PageDefinition): string[] =>
  (p.children ?? []).flatMap((s) => [
    s.uid ?? '',
    ...(s.children ?? []).flatMap((c) => [c.uid ?? '', ...(c.children ?? []).map((b) => b.uid ?? '')]),
  ]);

describe('synced sections', () => {
  const stale = page(
    section({ uid: 'hero' }, column({ uid: 'h' }, text('hero'))),
    section({ uid: 'ref', syncedId: 7 }, column({ uid: 'rc' }, text('stale copy', { uid: 'rt' }))),
  );

  it('replaces a referencing section with the current definition', () => {
    const { html } = renderPage(stale, {
      syncedSections: [{ id: 7, definition: JSON.stringify(shared('current copy')) }],
    });
    expect(html).to.contain('current copy');
    expect(html).not.to.contain('stale copy');
    expect(html).to.contain('.lp-n-ref { background-color: #eee; }');
  });

  it('uses the embedded content when no entry matches, or without syncedSections', () => {
    expect(renderPage(stale).html).to.contain('stale copy');
    expect(
      renderPage(stale, { syncedSections: [{ id: 8, definition: JSON.stringify(shared('other')) }] }).html,
    ).to.contain('stale copy');
  });

  it('matches ids given as numbers or as strings', () => {
    expect(
      renderPage(stale, { syncedSections: [{ id: '7', definition: JSON.stringify(shared('current copy')) }] }).html,
    ).to.contain('current copy');
  });

  it('gives the spliced columns and blocks fresh uids, unique in the page and the same on every render', () => {
    const twice = page(
      section({ uid: 'a', syncedId: 7 }),
      section({ uid: 'b', syncedId: 7 }),
      section({ uid: 'a-1' }, column({ uid: 'a-2' })),
    );
    const synced = prepareSyncedSections([{ id: 7, definition: shared('x') }]);
    const first = spliceSyncedSections(twice, synced);
    const uids = uidsOf(first);
    expect(new Set(uids).size).to.equal(uids.length);
    expect(uids).not.to.include('orig-text');
    expect(uids.slice(0, 4)).to.deep.equal(['a', 'a-3', 'a-4', 'a-5']); // a-1 and a-2 are taken by the page
    expect(uidsOf(spliceSyncedSections(twice, synced))).to.deep.equal(uids);
    const { html, warnings } = renderPage(twice, {
      syncedSections: [{ id: 7, definition: JSON.stringify(shared('x')) }],
    });
    expect(warnings.filter((w) => w.type === 'duplicate_uid')).to.deep.equal([]);
    expect(new Set(renderedBlocks(html).map((el) => attr(el, 'class'))).size).to.equal(4);
  });

  it('does not expand a definition that references itself a second time', () => {
    const selfRef = JSON.stringify(shared('once', { syncedId: 7 }));
    const { html } = renderPage(page(section({ uid: 'r', syncedId: 7 })), {
      syncedSections: [{ id: 7, definition: selfRef }],
    });
    expect(html.match(/once/g)).to.have.length(1);
  });

  it('refuses a definition that is not JSON or not a section, naming the entry', () => {
    for (const [definition, path] of [
      ['{"tagName": "section"', 'syncedSections[0].definition'],
      [JSON.stringify({ tagName: 'column' }), 'syncedSections[0].definition.tagName'],
      [
        JSON.stringify(section(column(text('x', { attributes: { color: 'red;' } })))),
        'syncedSections[0].definition.children[0].children[0].attributes.color',
      ],
    ] as const) {
      try {
        renderPage(stale, { syncedSections: [{ id: 7, definition }] });
        expect.fail('expected a validation error');
      } catch (error) {
        expect(error).to.be.instanceOf(TemplateValidationError);
        expect(formatPath((error as TemplateValidationError).issues[0]?.path ?? [])).to.equal(path);
      }
    }
  });
});

/** freshUids as it was before issue 12: each allocator counted from 1 on its own. */
function scanningFreshUids(base: string, taken: Set<string>): () => string {
  let counter = 0;
  return () => {
    let uid: string;
    do uid = `${base}-${++counter}`;
    while (taken.has(uid));
    taken.add(uid);
    return uid;
  };
}

describe('synced sections: fresh uids in amortized O(1) (issue 12)', () => {
  it('many references sharing one uid, and page uids on the way, cost O(1) lookups per fresh uid', () => {
    // Every reference is uid `a`, and the page already holds a-1..a-<n>: before, each reference's
    // allocator counted from a-1 again, past every uid the earlier ones had taken.
    const lookupsPerUid = (references: number) => {
      const definition = section(column(...Array.from({ length: 8 }, (_, i) => text(`${i}`))));
      const taken = section(
        { uid: 'held' },
        column({ uid: 'held-col' }, ...Array.from({ length: references }, (_, i) => text('x', { uid: `a-${i + 1}` }))),
      );
      const template = page(taken, ...Array.from({ length: references }, () => section({ uid: 'a', syncedId: 7 })));
      const synced = prepareSyncedSections([{ id: 7, definition }]);
      let spliced: PageDefinition | undefined;
      const lookups = countSetLookups(() => (spliced = spliceSyncedSections(template, synced)));
      const uids = uidsOf(spliced!);
      expect(new Set(uids).size).to.equal(uids.length - references + 1); // the references keep `a`
      return lookups / (references * 9);
    };
    const small = lookupsPerUid(50);
    const large = lookupsPerUid(400);
    expect(large).to.be.below(4);
    expect(large / small).to.be.below(1.5);
  });

  it('property: the same uids as the allocators that counted from 1 each, for any taken set and any calls', () => {
    const name = fc.constantFrom('a', 'a-1', 'b', 's');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a-1', 'a-2', 'a-4', 'a-1-1', 'a-1-2', 'b-1', 'b-3', 's-1', 's-2', 'x'), {
          maxLength: 8,
        }),
        fc.array(fc.tuple(name, fc.nat(4)), { maxLength: 12 }),
        (held, calls) => {
          const ours = new Set(held);
          const theirs = new Set(held);
          for (const [base, count] of calls) {
            const fresh = freshUids(base, ours);
            const model = scanningFreshUids(base, theirs);
            for (let i = 0; i < count; i++) expect(fresh()).to.equal(model());
          }
          expect([...ours]).to.deep.equal([...theirs]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

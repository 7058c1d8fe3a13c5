import { expect } from 'chai';
import { deepFreeze } from '../renderer/testing/inspect.ts';
import { countSetLookups } from '../renderer/testing/growth.ts';
import { validateEmailTemplate, type EmailTemplate } from './schema.ts';
import { resolveSyncedSections, type SyncedSectionEntry } from './synced-sections.ts';
import { column, email, section, text, wrapper } from './testing/builders.ts';

const valid = (template: EmailTemplate): EmailTemplate => {
  const result = validateEmailTemplate(template);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

const definition = {
  tagName: 'mj-section',
  uid: 'orig',
  attributes: { padding: '4px' },
  children: [{ tagName: 'mj-column', uid: 'c', children: [{ tagName: 'mj-text', uid: 't', content: 'current' }] }],
};
const entry: SyncedSectionEntry = { id: 7, definition: JSON.stringify(definition) };

const template = valid({
  ...email(
    section({ uid: 'ref-1', syncedId: 7 }, column(text('stale', { uid: 'stale' }))),
    wrapper(section({ uid: 'ref-2', syncedId: '7' }, column())),
    section({ uid: 'ref-1-1' }, column(text('taken', { uid: 'x' }))),
  ),
  langs: [
    { key: 'en', primary: true, translations: {} },
    { key: 'de', translations: { x: { content: 'vergeben' } } },
  ],
});

const bodyOf = (result: ReturnType<typeof resolveSyncedSections>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.template.children[0]!.children!;
};

describe('synced sections', () => {
  it('replaces each reference by its entry (id compared as text), with fresh deterministic uids', () => {
    const [first, wrapped] = bodyOf(resolveSyncedSections(template, [entry]));
    expect(first).to.deep.equal({
      tagName: 'mj-section',
      uid: 'ref-1',
      syncedId: 7,
      attributes: { padding: '4px' },
      children: [
        {
          tagName: 'mj-column',
          uid: 'ref-1-2',
          children: [{ tagName: 'mj-text', uid: 'ref-1-3', content: 'current' }],
        },
      ],
    });
    expect(wrapped!.children![0]!.children![0]!.uid).to.equal('ref-2-1');
    // The same input gives the same uids: renders stay cacheable.
    expect(bodyOf(resolveSyncedSections(template, [entry]))).to.deep.equal(
      bodyOf(resolveSyncedSections(template, [entry])),
    );
  });

  it('without syncedSections, or without a match, renders an empty placeholder and warns', () => {
    for (const entries of [undefined, [{ ...entry, id: 8 }]]) {
      const result = resolveSyncedSections(template, entries);
      const [first] = bodyOf(result);
      expect(first).to.deep.equal({
        tagName: 'mj-section',
        uid: 'ref-1',
        syncedId: 7,
        attributes: { padding: '0px' },
        children: [],
      });
      expect(result.ok && result.value.warnings[0]).to.deep.equal({
        type: 'synced_section_missing',
        message: 'No synced section with id "7" was given; the section renders empty.',
        syncedId: 7,
        uid: 'ref-1',
      });
    }
  });

  it("merges the entry's translation into langs under the new uids; languages the template lacks are ignored", () => {
    const translation = [
      { key: 'DE', translations: { t: { content: 'aktuell' }, unknown: { content: 'x' } } },
      { key: 'fr', translations: { t: { content: 'actuel' } } },
    ];
    const result = resolveSyncedSections(template, [{ ...entry, translation: JSON.stringify(translation) }]);
    expect(result.ok && result.value.template.langs).to.deep.equal([
      { key: 'en', primary: true, translations: {} },
      {
        key: 'de',
        translations: {
          x: { content: 'vergeben' },
          'ref-1-3': { content: 'aktuell' },
          'ref-2-2': { content: 'aktuell' },
        },
      },
    ]);
  });

  it('names the entry whose definition or translation does not parse or validate', () => {
    const cases: [SyncedSectionEntry, string][] = [
      [{ id: 1, definition: '{nope' }, 'syncedSections.0.definition'],
      [{ id: 1, definition: JSON.stringify({ tagName: 'mj-column' }) }, 'syncedSections.0.definition.tagName'],
      [{ id: 1, definition: JSON.stringify(definition), translation: '[' }, 'syncedSections.0.translation'],
      [
        { id: 1, definition: JSON.stringify({ ...definition, children: [{ tagName: 'mj-script' }] }) },
        'syncedSections.0.definition.children.0.tagName',
      ],
    ];
    for (const [bad, path] of cases) {
      const result = resolveSyncedSections(template, [bad]);
      expect(result.ok).to.equal(false);
      if (!result.ok) expect(result.issues[0]!.path.join('.')).to.equal(path);
    }
  });

  it('never mutates the template or the entries', () => {
    const frozen = deepFreeze(structuredClone(template));
    const entries = deepFreeze([
      {
        id: 7,
        definition: structuredClone(definition),
        translation: [{ key: 'de', translations: { t: { content: 'a' } } }],
      },
    ]);
    expect(() => resolveSyncedSections(frozen, entries)).not.to.throw();
    expect(frozen).to.deep.equal(template);
  });

  it('a definition that is itself a reference is not expanded again', () => {
    const self = { ...definition, syncedId: 7 };
    const [first] = bodyOf(resolveSyncedSections(template, [{ id: 7, definition: self }]));
    expect(first!.children![0]!.children![0]!.content).to.equal('current');
  });

  it('the resolved template, translations spliced in included, is held to the definition size: one translation copied to every reference', () => {
    // 300 references to one section whose German translation is 20,000 characters: 6 million
    // characters of text once spliced, from a request of about 40 KB.
    const references = valid({
      ...email(...Array.from({ length: 300 }, (_, i) => section({ uid: `r${i}`, syncedId: 7 }))),
      langs: [{ key: 'en', primary: true }, { key: 'de' }],
    });
    const translation = [{ key: 'de', translations: { t: { content: 'x'.repeat(20_000) } } }];
    const result = resolveSyncedSections(references, [{ ...entry, translation: JSON.stringify(translation) }]);
    expect(result.ok).to.equal(false);
    if (!result.ok)
      expect(result.issues[0]).to.deep.include({
        code: 'template_limit',
        limit: 'maxDefinitionLength',
        path: ['syncedSections'],
      });
    // Without the long translation the same references are fine.
    expect(resolveSyncedSections(references, [entry]).ok).to.equal(true);
  });
});

describe('synced sections: fresh uids in amortized O(1) (issue 12)', () => {
  it('references sharing one uid, past template uids the count would meet, cost O(1) lookups per fresh uid', () => {
    const lookupsPerUid = (references: number) => {
      const held = section(
        { uid: 'held' },
        column(...Array.from({ length: references }, (_, i) => text('x', { uid: `r-${i + 1}` }))),
      );
      const many = valid(email(held, ...Array.from({ length: references }, () => section({ uid: 'r', syncedId: 7 }))));
      let result: ReturnType<typeof resolveSyncedSections> | undefined;
      const lookups = countSetLookups(() => (result = resolveSyncedSections(many, [entry])));
      const uids = bodyOf(result!)
        .slice(1)
        .flatMap((s) => s.children!.flatMap((c) => [c.uid, ...c.children!.map((t) => t.uid)]));
      expect(new Set(uids).size).to.equal(references * 2);
      return lookups / (references * 2);
    };
    const small = lookupsPerUid(25);
    const large = lookupsPerUid(200);
    expect(large).to.be.below(6);
    expect(large / small).to.be.below(1.5);
  });
});

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { registry } from '../../renderer/blocks/registry.ts';
import { Translator, type Catalog as Messages } from '../i18n/translator.ts';
import { blockCatalog, matchesQuery, percentages } from './catalog.ts';

const messages = (language: string): Messages =>
  JSON.parse(readFileSync(new URL(`../i18n/catalogs/${language}.json`, import.meta.url), 'utf8'));
const en = new Translator('en', messages('en'));

const blockKinds = registry.withRole('block');
const plain = blockKinds.filter((kind) => !kind.hostDefined).map((kind) => kind.tagName);
const hostTag = blockKinds.find((kind) => kind.hostDefined)!.tagName;
const sum = (widths: readonly string[]) => widths.reduce((total, width) => total + Number.parseFloat(width), 0);

describe('blockCatalog', () => {
  it('lists every block kind of the registry, in its order, each with its starter, its icon and its translated name', () => {
    const { blocks, custom } = blockCatalog(en, {});
    expect(blocks.map((entry) => entry.tagName)).to.deep.equal(blockKinds.map((kind) => kind.tagName));
    // The spec's twelve at least; a kind added to the registry (renderer/README.md) is one more.
    expect(blocks.length).to.be.at.least(12);
    expect(custom).to.deep.equal([]);
    for (const entry of blocks) {
      expect(entry.node.tagName).to.equal(entry.tagName);
      expect(entry.icon).to.equal(registry.get(entry.tagName)!.icon);
      expect(entry.label).to.equal(messages('en')[`kind.${entry.tagName}`]);
      expect(entry.disabled).to.equal(false);
    }
    // Without customBlocks, the host-defined kind is a block whose insertion asks the host's dialog.
    expect(blocks.filter((entry) => entry.opensDialog).map((entry) => entry.tagName)).to.deep.equal([hostTag]);
  });

  it('names blocks in the UI language', () => {
    const de = new Translator('de', messages('de'), undefined, messages('en'));
    const { blocks } = blockCatalog(de, {});
    expect(blocks.find((entry) => entry.tagName === plain[0])!.label).to.equal(messages('de')[`kind.${plain[0]}`]);
  });

  it('leaves out hidden blocks', () => {
    const [first, second] = plain;
    const { blocks } = blockCatalog(en, {
      contentBlocks: { [first!]: { hidden: true }, [second!]: { hidden: false } },
    });
    const tags = blocks.map((entry) => entry.tagName);
    expect(tags).to.not.include(first);
    expect(tags).to.include(second);
    expect(tags).to.have.length(blockKinds.length - 1);
  });

  it('keeps disabled blocks with their text and badge, and drops text and badge of enabled ones', () => {
    const [first, second] = plain;
    const { blocks } = blockCatalog(en, {
      contentBlocks: {
        [first!]: { disabled: true, disabledText: 'Upgrade to use it', disabledBadge: 'Pro' },
        [second!]: { disabled: false, disabledText: 'unused', disabledBadge: 'unused' },
      },
    });
    const one = blocks.find((entry) => entry.tagName === first)!;
    expect([one.disabled, one.disabledText, one.disabledBadge]).to.deep.equal([true, 'Upgrade to use it', 'Pro']);
    const two = blocks.find((entry) => entry.tagName === second)!;
    expect([two.disabled, two.disabledText, two.disabledBadge]).to.deep.equal([false, undefined, undefined]);
  });

  it('lists customBlocks items as custom blocks of the host-defined kind, which then leaves the blocks', () => {
    const { blocks, custom } = blockCatalog(en, {
      customBlocks: [
        { key: 'promo', name: 'Promo banner', content: '<p>Sale</p>' },
        { key: 'countdown', label: 'Countdown' },
        { key: 'bare' },
        { name: 'no key: skipped' },
        { key: 'promo', name: 'same key: skipped' },
      ],
    });
    expect(custom.map((entry) => [entry.id, entry.label, entry.customKey])).to.deep.equal([
      ['custom:promo', 'Promo banner', 'promo'],
      ['custom:countdown', 'Countdown', 'countdown'],
      ['custom:bare', 'bare', 'bare'],
    ]);
    expect(custom[0]!.node).to.deep.equal({ tagName: hostTag, customKey: 'promo', content: '<p>Sale</p>' });
    expect(custom[1]!.node.content).to.equal('');
    expect(custom.every((entry) => entry.opensDialog && entry.group === 'custom')).to.equal(true);
    expect(blocks.map((entry) => entry.tagName)).to.deep.equal(plain);
  });

  it("applies the host-defined kind's settings to the custom blocks", () => {
    const items = [{ key: 'promo', name: 'Promo' }];
    const hidden = blockCatalog(en, { customBlocks: items, contentBlocks: { [hostTag]: { hidden: true } } });
    expect(hidden.custom).to.deep.equal([]);
    expect(hidden.blocks.map((entry) => entry.tagName)).to.deep.equal(plain);
    const disabled = blockCatalog(en, {
      customBlocks: items,
      contentBlocks: { [hostTag]: { disabled: true, disabledBadge: 'Soon' } },
    });
    expect([disabled.custom[0]!.disabled, disabled.custom[0]!.disabledBadge]).to.deep.equal([true, 'Soon']);
  });

  it('offers six section layouts whose widths add up to 100%, sized columns for unequal ones only', () => {
    const { layouts } = blockCatalog(en, {});
    expect(layouts.map((layout) => layout.widths)).to.deep.equal([
      ['100%'],
      ['50%', '50%'],
      ['33.33%', '66.67%'],
      ['66.67%', '33.33%'],
      ['33.34%', '33.33%', '33.33%'],
      ['25%', '25%', '25%', '25%'],
    ]);
    const section = registry.withRole('section')[0]!.tagName;
    const column = registry.withRole('column')[0]!.tagName;
    for (const layout of layouts) {
      expect(Math.abs(sum(layout.widths) - 100), layout.id).to.be.below(1e-9);
      expect(layout.node.tagName).to.equal(section);
      const columns = layout.node.children ?? [];
      expect(columns.map((child) => child.tagName)).to.deep.equal(layout.widths.map(() => column));
      const equal = new Set(layout.widths).size === 1 || layout.widths.length === 3;
      expect(
        columns.map((child) => child.attributes?.width),
        layout.id,
      ).to.deep.equal(equal ? layout.widths.map(() => undefined) : layout.widths);
      // Each column holds the column starter's content, so the new section shows something to click.
      for (const child of columns) expect(child.children?.length).to.be.greaterThan(0);
    }
    expect(new Set(layouts.map((layout) => layout.id)).size).to.equal(layouts.length);
  });
});

describe('percentages', () => {
  it('rounds to hundredths that add up to exactly 100', () => {
    for (const shares of [[1], [1, 1], [1, 2], [1, 1, 1], [3, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1]]) {
      const widths = percentages(shares);
      const hundredths = widths.reduce((total, width) => total + Math.round(Number.parseFloat(width) * 100), 0);
      expect(hundredths, shares.join('-')).to.equal(10_000);
      for (const width of widths) expect(width).to.match(/^\d+(\.\d{1,2})?%$/);
    }
  });
});

describe('matchesQuery', () => {
  const { blocks, layouts } = blockCatalog(en, { customBlocks: [{ key: 'promo-2', name: 'Été promo' }] });
  const entry = blocks[0]!;

  it('matches everything for an empty query and the name case-insensitively', () => {
    expect(matchesQuery(entry, '')).to.equal(true);
    expect(matchesQuery(entry, '   ')).to.equal(true);
    expect(matchesQuery(entry, entry.label.toUpperCase())).to.equal(true);
    expect(matchesQuery(entry, 'zzzz')).to.equal(false);
    expect(matchesQuery(layouts[0]!, 'zzzz')).to.equal(false);
  });

  it('ignores accents, matches every word, the kind and the custom key', () => {
    const custom = blockCatalog(en, { customBlocks: [{ key: 'promo-2', name: 'Été promo' }] }).custom[0]!;
    expect(matchesQuery(custom, 'ete')).to.equal(true);
    expect(matchesQuery(custom, 'PROMO été')).to.equal(true);
    expect(matchesQuery(custom, 'promo-2')).to.equal(true);
    expect(matchesQuery(custom, 'ete winter')).to.equal(false);
    expect(matchesQuery(entry, entry.tagName)).to.equal(true);
  });
});

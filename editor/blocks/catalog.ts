/**
 * What "add" offers, in one list the blocks panel and the add dialog both show, so the two never
 * disagree: the section layouts, the block kinds (from the registry, never a hand list) under the
 * host's `contentBlocks` settings, and the host's `customBlocks`. Each entry carries the node that
 * clicking, pressing Enter on or dragging it inserts.
 */
import { registry, type NodeKind, type TemplateNode } from '../../renderer/index.ts';
import type { Registry } from '../../renderer/blocks/registry.ts';
import { kindName } from '../i18n/kind-name.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';
import type { EditorOptions } from '../options/options-schema.ts';
import { sectionWithLayout, starterNode } from './starters.ts';
import { defaultsForStarter } from '../options/template-defaults.ts';

/** The groups entries are shown in, in this order. */
export type CatalogGroup = 'layouts' | 'blocks' | 'custom';

interface EntryBase {
  /** Unique in the catalog and stable across renders: `layout:1-2`, `block:text`, `custom:promo`. */
  readonly id: string;
  readonly group: CatalogGroup;
  /** Its name in the UI language. */
  readonly label: string;
  /** What inserting it adds (the store gives the inserted copy fresh uids). */
  readonly node: TemplateNode;
  /** Shown but not insertable (`contentBlocks.<kind>.disabled`, or a read-only editor is up to the UI). */
  readonly disabled: boolean;
  /** Why, from the host (`disabledText`); undefined when the host gave no text. */
  readonly disabledText: string | undefined;
  /** A short mark on the tile (`disabledBadge`, "Pro"), shown only while disabled. */
  readonly disabledBadge: string | undefined;
}

/** A section layout: its columns' shares of the row. */
export interface LayoutEntry extends EntryBase {
  readonly group: 'layouts';
  /** Each column's share, as a percentage string (`'33.33%'`); they add up to 100%. */
  readonly widths: readonly string[];
}

/** A block kind, or one of the host's custom blocks (made as the host-defined kind). */
export interface BlockEntry extends EntryBase {
  readonly group: 'blocks' | 'custom';
  /** The kind inserted. */
  readonly tagName: string;
  /** The kind's icon: SVG path data from its registry entry (`NodeKind.icon`). */
  readonly icon: string;
  /** A host-defined block: inserting it asks the host's custom block dialog for its content. */
  readonly opensDialog: boolean;
  /** The `customBlocks` item's key, for a custom block. */
  readonly customKey: string | undefined;
}

export type CatalogEntry = LayoutEntry | BlockEntry;

export interface Catalog {
  readonly layouts: readonly LayoutEntry[];
  readonly blocks: readonly BlockEntry[];
  readonly custom: readonly BlockEntry[];
}

/**
 * The layouts, as relative column shares. A layout is not a kind: it is a section starter with
 * its columns sized, so listing them here lists no kind.
 */
const LAYOUTS: readonly { readonly shares: readonly number[]; readonly key: string }[] = [
  { shares: [1], key: 'add.oneColumn' },
  { shares: [1, 1], key: 'add.twoColumns' },
  { shares: [1, 2], key: 'blocks.layout.narrowWide' },
  { shares: [2, 1], key: 'blocks.layout.wideNarrow' },
  { shares: [1, 1, 1], key: 'add.threeColumns' },
  { shares: [1, 1, 1, 1], key: 'blocks.layout.fourColumns' },
];

/**
 * Shares as percentages with two decimals that add up to exactly 100 (largest remainder: the
 * hundredths lost to rounding go to the shares that lost the most), so `[1, 2]` is 33.33% and
 * 66.67%, and three equal columns are 33.34%, 33.33% and 33.33%.
 */
export function percentages(shares: readonly number[]): string[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const exact = shares.map((share) => (share / total) * 10_000);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - floors[index]! }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left--;
  }
  return floors.map((hundredths) => `${hundredths / 100}%`);
}

/** A `customBlocks` item as the catalog reads it: a string `key` (items without one are skipped), a name, markup. */
function customItems(items: readonly Record<string, unknown>[] | undefined) {
  const seen = new Set<string>();
  return (items ?? []).flatMap((item) => {
    const key = typeof item.key === 'string' && item.key !== '' ? item.key : undefined;
    // The key is the entry's id: a second item with the same key would be the same block.
    if (key === undefined || seen.has(key)) return [];
    seen.add(key);
    const name = typeof item.name === 'string' ? item.name : typeof item.label === 'string' ? item.label : key;
    return [{ key, name, content: typeof item.content === 'string' ? item.content : '' }];
  });
}

/**
 * The catalog for `options` in the language of `t`, of the kinds of `kinds` (the built-in
 * registry; a test of a new kind passes one of its own). `contentBlocks.<kind>.hidden` leaves a kind
 * out; `disabled` keeps it with its `disabledText` and `disabledBadge`. The host-defined kind
 * stands for the host's custom blocks: each `customBlocks` item is an entry of the `custom`
 * group (under that kind's settings); with no item, the kind itself is a block entry whose
 * insertion opens the host's dialog, so every block kind can be added.
 */
export function blockCatalog(
  t: Translator,
  options: Pick<EditorOptions, 'contentBlocks' | 'customBlocks' | 'defaultTemplateSettings'>,
  kinds: Registry = registry,
): Catalog {
  const settings = options.contentBlocks ?? {};
  // The host's element defaults (defaultTemplateSettings.blocks) shape what every entry inserts.
  const shaped = <T extends TemplateNode>(node: T): T => defaultsForStarter(node, options.defaultTemplateSettings);
  const shown = kinds.withRole('block').filter((kind) => settings[kind.tagName]?.hidden !== true);
  const state = (kind: NodeKind) => {
    const setting = settings[kind.tagName];
    const disabled = setting?.disabled === true;
    return {
      disabled,
      disabledText: disabled ? setting?.disabledText : undefined,
      disabledBadge: disabled ? setting?.disabledBadge : undefined,
    };
  };
  const hostKind = shown.find((kind) => kind.hostDefined);
  const custom: BlockEntry[] =
    hostKind === undefined
      ? []
      : customItems(options.customBlocks).map((item) => ({
          id: `custom:${item.key}`,
          group: 'custom',
          label: item.name,
          tagName: hostKind.tagName,
          icon: hostKind.icon,
          node: shaped({ tagName: hostKind.tagName, customKey: item.key, content: item.content }),
          opensDialog: true,
          customKey: item.key,
          ...state(hostKind),
        }));
  const blocks: BlockEntry[] = shown
    .filter((kind) => !kind.hostDefined || custom.length === 0)
    .map((kind) => ({
      id: `block:${kind.tagName}`,
      group: 'blocks',
      label: kindName(t, kind.tagName),
      tagName: kind.tagName,
      icon: kind.icon,
      node: shaped(starterNode(kind.tagName, kinds)!),
      opensDialog: kind.hostDefined,
      customKey: undefined,
      ...state(kind),
    }));
  const layouts: LayoutEntry[] = LAYOUTS.map(({ shares, key }) => {
    const widths = percentages(shares);
    return {
      id: `layout:${shares.join('-')}`,
      group: 'layouts',
      label: t.t(key as MessageKey),
      widths,
      node: shaped(sectionWithLayout(widths, kinds)),
      disabled: false,
      disabledText: undefined,
      disabledBadge: undefined,
    };
  });
  return { layouts, blocks, custom };
}

/** Text folded for matching: lower case, without accents (`"Vidéo"` matches `"video"`). */
function fold(text: string, language: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);
}

/**
 * Whether `entry` matches what was typed in the filter: every word of it is found in the entry's
 * name, its kind (`raw`, `custom-raw`) or its custom key, whatever the case and accents. An
 * empty query matches everything.
 */
export function matchesQuery(entry: CatalogEntry, query: string, language = 'en'): boolean {
  const words = fold(query, language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [entry.label, 'tagName' in entry ? entry.tagName : '', 'customKey' in entry ? (entry.customKey ?? '') : ''].join(
      ' ',
    ),
    language,
  );
  return words.every((word) => haystack.includes(word));
}

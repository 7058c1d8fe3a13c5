/**
 * The font choices of the panel's font control and the text toolbar's font menu (one list, so both
 * offer the same families under the same names): the host's `customFonts` (first, or alone with `override`)
 * and the built-in web and web-safe fonts, one entry per family. A host often lists one entry per
 * weight or style of the same family ("Brand", "Brand Bold"); the attribute names a family (the
 * weight is its own attribute), so those collapse into the family's first entry, under its shortest
 * label.
 */
import { WEB_FONTS, WEB_SAFE_FONTS, type FontDefinition } from '../../renderer/fonts/builtin.ts';
import type { EditorOptions } from './options-schema.ts';

/** The first family a font-family list names, unquoted and lower-cased: what two entries share. */
export function familyOf(style: string): string {
  const first = style.split(',')[0] ?? '';
  return first
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim()
    .toLowerCase();
}

/** The built-in list's key in the memo (no `customFonts`). */
const BUILT_IN = {};
/** The list of each `customFonts` value: a panel renders it at every edit of the selected node. */
const memo = new WeakMap<object, readonly FontDefinition[]>();

/** The fonts to offer, one per family, in order: custom fonts, then the built-in ones. */
export function fontChoices(options: Pick<EditorOptions, 'customFonts'> | undefined): readonly FontDefinition[] {
  const key = options?.customFonts ?? BUILT_IN;
  let choices = memo.get(key);
  if (choices === undefined) memo.set(key, (choices = listFonts(options?.customFonts)));
  return choices;
}

function listFonts(customFonts: EditorOptions['customFonts']): readonly FontDefinition[] {
  const custom = customFonts?.fonts ?? [];
  const all = [...custom, ...(customFonts?.override ? [] : [...WEB_FONTS, ...WEB_SAFE_FONTS])];
  const byFamily = new Map<string, FontDefinition>();
  for (const font of all) {
    const family = familyOf(font.style);
    const known = byFamily.get(family);
    // The family's shortest label names it best ("Brand" rather than "Brand Bold").
    if (family !== '' && (known === undefined || font.label.length < known.label.length))
      byFamily.set(family, known === undefined ? font : { ...known, label: font.label });
  }
  return [...byFamily.values()];
}

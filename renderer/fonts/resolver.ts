/**
 * Which fonts a page uses, which stylesheets they need, and which are missing.
 *
 * Every font-family value the page uses (attributes, the global `style`, inline styles in text)
 * is split into family names. A name is covered when it is a generic family, a web-safe font, a
 * built-in web font, or a font given in `options.fonts`; every other name is missing (the
 * endpoint turns the list into the `missing_fonts` warning). A covered font with a stylesheet URL
 * gets one `<link rel="stylesheet">`, in the order the page first uses it.
 */
import { GENERIC_FAMILIES, WEB_FONTS, WEB_SAFE_FONTS, type FontDefinition } from './builtin.ts';

/** A family name as compared: unquoted, single-spaced, lower case. */
export function normalizeFamily(name: string): string {
  return name
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The family names in a font-family value, unquoted, in order. */
export function splitFamilies(value: string): string[] {
  const names: string[] = [];
  for (const part of value.split(',')) {
    const name = part
      .trim()
      .replace(/^["']|["']$/g, '')
      .trim()
      .replace(/\s+/g, ' ');
    if (name !== '') names.push(name);
  }
  return names;
}

/** The names a font definition answers to: its label and the first family of its style. */
function namesOf(font: FontDefinition): string[] {
  const first = splitFamilies(font.style)[0];
  return first === undefined ? [normalizeFamily(font.label)] : [normalizeFamily(font.label), normalizeFamily(first)];
}

function index(fonts: readonly FontDefinition[], into: Map<string, FontDefinition>): void {
  for (const font of fonts) for (const name of namesOf(font)) if (!into.has(name)) into.set(name, font);
}

const BUILT_IN = new Map<string, FontDefinition>();
index(WEB_SAFE_FONTS, BUILT_IN);
index(WEB_FONTS, BUILT_IN);

/** Collects font usage during one render. */
export class FontResolver {
  private readonly given = new Map<string, FontDefinition>();
  private readonly declared = new Map<string, FontDefinition>();
  private readonly used = new Map<string, string>(); // normalized -> name as first written
  private readonly checked = new Set<string>(); // font-family values already split

  /**
   * @param optionFonts fonts from the render options: they cover names and their URLs win.
   * @param pageFonts fonts the template lists in its root `fonts`: their URLs are used when
   *   nothing else provides one, but (as the spec says) they do not make a font "not missing".
   */
  constructor(optionFonts: readonly FontDefinition[], pageFonts: readonly FontDefinition[]) {
    index(optionFonts, this.given);
    index(pageFonts, this.declared);
  }

  /** Records a font-family value the page uses. */
  use(value: string): void {
    if (this.checked.has(value)) return;
    this.checked.add(value);
    for (const name of splitFamilies(value)) {
      const key = normalizeFamily(name);
      if (!this.used.has(key)) this.used.set(key, name);
    }
  }

  /** Stylesheet URLs for the fonts used, deduplicated, in order of first use. */
  stylesheets(): string[] {
    const urls: string[] = [];
    for (const key of this.used.keys()) {
      const font = this.given.get(key) ?? BUILT_IN.get(key) ?? this.declared.get(key);
      if (font?.url && !urls.includes(font.url)) urls.push(font.url);
    }
    return urls;
  }

  /** Family names used but neither built in nor given in the options, as first written. */
  missing(): string[] {
    const out: string[] = [];
    for (const [key, name] of this.used) {
      if (!GENERIC_FAMILIES.has(key) && !BUILT_IN.has(key) && !this.given.has(key)) out.push(name);
    }
    return out;
  }
}

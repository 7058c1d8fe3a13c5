/**
 * The grammars of attribute values. Every pattern is anchored and admits none of the characters
 * that could end a CSS declaration, rule or style element (`;`, `{`, `}`, `<`, `>`, `\`), so a
 * value that passes can be written into a stylesheet as it is. The CSS sink checks again anyway.
 */

const NUMBER = String.raw`-?(?:\d{1,6}(?:\.\d{1,4})?|\.\d{1,4})`;
const UNIT = '(?:px|%|em|rem|vh|vw|vmin|vmax|ch|ex|pt|svh|dvh|lvh)';

/** A CSS length: `0`, a number with a unit (`16px`, `1.5rem`, `50%`). */
export const LENGTH = new RegExp(`^(?:0|${NUMBER}${UNIT})$`);

/** A length or `auto`. */
export const LENGTH_OR_AUTO = new RegExp(`^(?:auto|0|${NUMBER}${UNIT})$`);

/** One to four lengths separated by single spaces, as in `padding: 24px 16px`. */
export const BOX = new RegExp(`^(?:auto|0|${NUMBER}${UNIT})(?: (?:auto|0|${NUMBER}${UNIT})){0,3}$`);

/** A percentage from 0% to 100% (column and divider widths); `100.5%` is past it. */
export const PERCENT = /^(?:100(?:\.0{1,4})?|[1-9]?\d(?:\.\d{1,4})?)%$/;

/** `normal`, a unitless number or a length. */
export const LINE_HEIGHT = new RegExp(`^(?:normal|${NUMBER}|${NUMBER}${UNIT})$`);

/** `normal` or a length. */
export const LETTER_SPACING = new RegExp(`^(?:normal|0|${NUMBER}${UNIT})$`);

// Spaces only, never \s: a newline or form feed inside a value is refused (the CSS sink refuses control characters too).
//
// Every grammar below is unambiguous: a value can be matched in one way only, so a backtracking
// engine never tries exponentially (or polynomially) many ways to split a run of spaces before it
// refuses a value (issue 12). Two spaces-quantifiers never meet: where the old pattern wrote
// ` *[, ] *` (a run could go to either ` *` or be the `[, ]`), SEPARATOR says the same thing as
// "a comma with spaces around it, or spaces alone". scripts/regex-audit checks every pattern of
// the code base with recheck; patterns.test.ts proves the languages did not change.

/** Between two numbers of rgb()/hsl(): `,` with optional spaces around it, or one or more spaces. */
const SEPARATOR = '(?: *, *| +)';
/** The end of rgb()/hsl(): an alpha after `,` or `/` (no space before the `)`), or spaces, then `)`. */
const ALPHA_AND_CLOSE = String.raw`(?: *[,/] *${NUMBER}%?| *)\)`;

/**
 * A CSS color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()` with
 * numbers, or a keyword (`transparent`, `currentcolor`, a named color). Unknown keywords are the
 * browser's to ignore; they cannot carry anything but letters.
 */
export const COLOR = new RegExp(
  '^(?:' +
    '#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})' +
    `|rgba?\\( *${NUMBER}%?${SEPARATOR}${NUMBER}%?${SEPARATOR}${NUMBER}%?${ALPHA_AND_CLOSE}` +
    `|hsla?\\( *${NUMBER}(?:deg)?${SEPARATOR}${NUMBER}%?${SEPARATOR}${NUMBER}%?${ALPHA_AND_CLOSE}` +
    '|[a-zA-Z]{3,24}' +
    ')$',
);

/**
 * One font family name: quoted, or words of letters, digits, spaces, hyphens and underscores. An
 * unquoted name never ends with a space (at most 61 characters, the last one not a space): the
 * spaces before a comma belong to the list's separator alone. Allowing them in the name too made
 * every run of spaces splittable in (length + 1) ways, multiplied over ten families.
 */
const FAMILY = String.raw`(?:"[\p{L}\p{N} ._-]{1,60}"|'[\p{L}\p{N} ._-]{1,60}'|[\p{L}_-](?:[\p{L}\p{N} _-]{0,59}[\p{L}\p{N}_-])?)`;

/** A CSS font-family list: `'Inter', Arial, sans-serif`. */
export const FONT_FAMILY = new RegExp(`^ *${FAMILY}(?: *, *${FAMILY}){0,9} *$`, 'u');

/** A font weight: 100 to 900 in steps of 100, `normal` or `bold`. */
export const FONT_WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** An HTML id usable as a link anchor (`#pricing`). */
export const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** A BCP 47 language tag, loosely: `en`, `pt-BR`, `zh-Hant-TW`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,4}$/;

/** A form field name: what the receiving endpoint sees as the key. */
export const FIELD_NAME = /^[A-Za-z0-9_.\-[\]]{1,64}$/;

/** A node uid. Any string is accepted (the renderer never trusts uids); this bounds its length. */
export const UID_MAX = 128;

/**
 * A selector in the page's global `style` map: element names, classes, ids, pseudo-classes,
 * combinators and parentheses. No quotes, braces, semicolons, `<`, `/`, `\` or `@`: a selector
 * that passes cannot end the rule or the style element.
 */
export const SELECTOR = /^[A-Za-z0-9_\-.#:,>+~*() ]{1,200}$/;

/** A CSS property name in the global `style` map: `color`, `font-family`, `--brand`. */
export const CSS_PROPERTY = /^(?:--[A-Za-z0-9_-]{1,60}|-?[a-z][a-z0-9-]{0,60})$/;

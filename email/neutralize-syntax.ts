/**
 * The provider-syntax sink: when an email service provider's template language reads the output
 * (Liquid, Handlebars, AMPscript, Mailchimp's merge tags…), every delimiter of that language
 * (providers/delimiters.ts) is broken in everything the renderer did not write itself: the HTML
 * mjml made (template text, attribute values, URLs, styles, mjml's own markup) and evaluated
 * merge values. What the renderer writes itself, its merge tags and its display conditions,
 * reaches this point as placeholder tokens and is written after (personalize.ts), untouched.
 *
 * Breaking never changes what a recipient sees or what a stylesheet means. It depends on where
 * the delimiter stands, as the HTML parser reads it:
 *
 * - text, attribute values, RCDATA (`<title>`) and comments: the delimiter's first character
 *   becomes a numeric character reference (`{{` → `&#123;{`). A browser (and Outlook, in the
 *   conditional comments it reads) decodes it back; the provider, which reads the source, sees no
 *   delimiter. Outlook's conditional comment markers (`<!--[if mso | IE]>`, `<![endif]-->`) are
 *   mjml's markup and are kept as they are, their contents read as HTML.
 * - CSS in `<style>`, where character references mean nothing: inside a string, the first
 *   character becomes a CSS escape (`\7b `); outside one, an empty comment goes between the two
 *   characters (`%/**\/%`), which separates CSS tokens exactly as nothing did; inside a comment, a
 *   space.
 *
 * Placeholder tokens are kept as they are; a delimiter that only forms when a token is replaced
 * (`{` before the renderer's `{{name}}`) is broken then, by personalize.ts, which also breaks the
 * delimiters inside evaluated merge values (breakInHtml: values only stand in text and attributes).
 */
import type { Delimiters } from './providers/delimiters.ts';

/** `ch` as a numeric character reference. */
export function characterReference(ch: string): string {
  return `&#${ch.codePointAt(0)};`;
}

/** `ch` as a CSS escape: hex digits and the one space that ends them. */
function cssEscape(ch: string): string {
  return `\\${(ch.codePointAt(0) as number).toString(16)} `;
}

/**
 * `text` (HTML text or an attribute value, an evaluated merge value included) with every
 * delimiter's first character as a character reference. Character references already in it hold
 * no delimiter (`&#39;`: `#` before a digit), so they come out whole.
 */
export function breakInHtml(text: string, delimiters: Delimiters): string {
  let out = '';
  let last = 0;
  for (let i = delimiters.next(text, 0); i !== -1; i = delimiters.next(text, i + 1)) {
    if (delimiters.at(text, i) === 0) continue;
    out += text.slice(last, i) + characterReference(text[i] as string);
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Where a CSS scanner stands: between tokens, inside a string, inside a comment. */
type CssState = 'rule' | 'string' | 'comment';

/** A stylesheet with every delimiter broken as the module comment says; it means what it meant. */
export function breakInCss(css: string, delimiters: Delimiters): string {
  let out = '';
  let last = 0; // characters from here on are copied as they are
  const replace = (at: number, length: number, text: string): void => {
    out += css.slice(last, at) + text;
    last = at + length;
  };
  let state: CssState = 'rule';
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const ch = css[i] as string;
    if (state === 'comment') {
      if (ch === '*' && css[i + 1] === '/') {
        i++;
        state = 'rule';
      } else if (delimiters.at(css, i) > 0) replace(i, 1, `${ch} `);
      continue;
    }
    if (ch === '\\' && i + 1 < css.length) {
      // An escape: the escaped character is what counts; written as hex when it (or the
      // backslash before it) would be a delimiter.
      const next = css[i + 1] as string;
      if (!/[0-9a-fA-F\n]/.test(next) && (delimiters.at(css, i) > 0 || delimiters.at(css, i + 1) > 0))
        replace(i, 2, cssEscape(next));
      i++;
      continue;
    }
    if (state === 'string') {
      if (ch === quote || ch === '\n') state = 'rule';
      else if (delimiters.at(css, i) > 0) replace(i, 1, cssEscape(ch));
      continue;
    }
    if (ch === '/' && css[i + 1] === '*') {
      i++;
      state = 'comment';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      state = 'string';
    } else if (delimiters.at(css, i) > 0) replace(i, 1, `${ch}/**/`);
  }
  return last === 0 ? css : out + css.slice(last);
}

// Outlook's conditional comments as mjml writes them: kept as they are, their contents are HTML.
const CONDITIONAL_OPEN = /<!--\[if [^\]<>]{1,80}\]>(?:<!-->)?/y;
const CONDITIONAL_CLOSE = /(?:<!--)?<!\[endif\]-->/y;
const TAG_NAME = /[A-Za-z][A-Za-z0-9:-]*/y;
const RAW_TEXT: ReadonlySet<string> = new Set(['style']); // mjml writes no script, and the sanitizers let none through
const RCDATA: ReadonlySet<string> = new Set(['title', 'textarea']);

function sticky(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(text)?.[0];
}

/** Where the element's content ends: its end tag, found without regard to case (or the end of the text). */
function endTagAt(html: string, from: number, name: string): number {
  // mjml writes end tags in lower case; any other case is looked for only when that fails.
  let end = html.indexOf(`</${name}`, from);
  if (end === -1) end = html.toLowerCase().indexOf(`</${name}`, from);
  return end === -1 ? html.length : end;
}

/** The start tag at `start` (`<name`), its attribute values broken; returns the text and where it ends. */
function startTag(html: string, start: number, name: string, delimiters: Delimiters): { text: string; end: number } {
  let out = '';
  let last = start; // markup from here on is copied as it is
  for (let i = start + 1 + name.length; i < html.length; i++) {
    const ch = html[i] as string;
    if (ch === '>') return { text: out + html.slice(last, i + 1), end: i + 1 };
    let stop: number;
    if (ch === '"' || ch === "'") {
      // A quoted value (after `=`): up to the same quote.
      const close = html.indexOf(ch, i + 1);
      stop = close === -1 ? html.length : close;
      out += html.slice(last, i + 1) + breakInHtml(html.slice(i + 1, stop), delimiters);
    } else if (ch === '=' && html[i + 1] !== '"' && html[i + 1] !== "'") {
      // An unquoted value: up to white space or the end of the tag.
      stop = i + 1;
      while (stop < html.length && !/[\s>]/.test(html[stop] as string)) stop++;
      out += html.slice(last, i + 1) + breakInHtml(html.slice(i + 1, stop), delimiters);
    } else continue;
    last = stop;
    i = stop - (ch === '=' ? 1 : 0);
  }
  return { text: out + html.slice(last), end: html.length };
}

/**
 * `html` as mjml wrote it (with placeholder tokens), every delimiter of `delimiters` broken where
 * it stands (module comment). Markup is kept as it is; so are the tokens.
 */
export function neutralizeSyntax(html: string, delimiters: Delimiters): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i) out += breakInHtml(html.slice(i, textEnd), delimiters);
    if (lt === -1) break;
    i = lt;
    const marker = sticky(CONDITIONAL_OPEN, html, i) ?? sticky(CONDITIONAL_CLOSE, html, i);
    if (marker !== undefined) {
      out += marker;
      i += marker.length;
    } else if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      const stop = close === -1 ? html.length : close;
      out += '<!--' + breakInHtml(html.slice(i + 4, stop), delimiters) + (close === -1 ? '' : '-->');
      i = close === -1 ? stop : stop + 3;
    } else if (html[i + 1] === '!' || html[i + 1] === '?' || html[i + 1] === '/') {
      // A doctype, a processing instruction, an end tag: markup up to `>`.
      const close = html.indexOf('>', i);
      const stop = close === -1 ? html.length : close + 1;
      out += html.slice(i, stop);
      i = stop;
    } else {
      const name = sticky(TAG_NAME, html, i + 1);
      if (name === undefined) {
        out += '<';
        i++;
        continue;
      }
      const tag = startTag(html, i, name, delimiters);
      out += tag.text;
      i = tag.end;
      const lower = name.toLowerCase();
      if (RAW_TEXT.has(lower) || RCDATA.has(lower)) {
        const end = endTagAt(html, i, lower);
        const content = html.slice(i, end);
        out += RAW_TEXT.has(lower) ? breakInCss(content, delimiters) : breakInHtml(content, delimiters);
        i = end;
      }
    }
  }
  return out;
}

/**
 * The HTML document around the page: doctype, `<html lang dir>`, the head (charset, viewport,
 * title, description, Open Graph, font stylesheets, the one stylesheet) and the body.
 * No script: the page displays and adapts to every width without JavaScript.
 */
import { Stylesheet } from '../css/stylesheet.ts';
import { FontResolver } from '../fonts/resolver.ts';
import type { FontDefinition } from '../fonts/builtin.ts';
import { attrs, html, join, unsafeHtml, type SafeHtml } from '../html/html.ts';
import { safeUrl, type SafeUrl, type UrlPurpose } from '../html/url.ts';
import type { PageDefinition } from '../model/node.ts';
import { WarningSink } from '../warnings.ts';
import type { RenderContext, RenderMode } from './context.ts';
import { contentWidthRule, globalRules } from './global-style.ts';
import { designCss } from './design-style.ts';
import { IdAllocator } from './ids.ts';
import { renderNode } from './walker.ts';
import type { SectionMemo } from './section-memo.ts';
import type { ContainedHtml } from '../sanitize/authored-html.ts';
import type { Registry } from '../blocks/registry.ts';

/**
 * The page's text and background colors where nothing else sets them (the reset's body rule): the
 * editor's panels show them as what an unset color field draws.
 */
export const BODY_COLORS = { text: '#111827', background: '#ffffff' } as const;

/** The reset every page starts from, before kinds' rules and the template's global style. */
const BASE_CSS = [
  '*, *::before, *::after { box-sizing: border-box; }',
  'html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }',
  `body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; color: ${BODY_COLORS.text}; background-color: ${BODY_COLORS.background}; }`,
  'img, svg, video { max-width: 100%; }',
].join('\n');

/** Title of a page whose metadata has none (a document needs a non-empty title). */
export const DEFAULT_TITLE = 'Untitled page';

export interface DocumentOptions {
  readonly mode: RenderMode;
  /** The node kinds the page was validated against (see RenderContext.kinds). */
  readonly kinds: Registry;
  readonly minify: boolean;
  readonly fonts: readonly FontDefinition[];
  /** Collect each section's markup (the editor's canvas patches sections one by one). */
  readonly collectSections?: boolean;
  /** Replay unchanged sections from earlier renders (the editor's canvas). */
  readonly memo?: SectionMemo;
  /** Containment of authored markup: required in publish mode (see RenderContext.containHtml). */
  readonly containHtml?: (markup: string) => ContainedHtml;
}

/** A rendered document, and its parts for a canvas that patches them in place. */
export interface RenderedDocument {
  readonly html: string;
  readonly warnings: WarningSink;
  /** The page's one stylesheet. */
  readonly css: string;
  /** The stylesheet's top-level rules (with `collectSections`; else empty). */
  readonly cssRules: readonly string[];
  /** The document up to `<head>`: the doctype and `<html lang dir>`. */
  readonly shell: string;
  /** The font stylesheet URLs linked in the head, checked. */
  readonly fontStylesheets: readonly string[];
  /** Each section's markup, in order (with `collectSections`). */
  readonly sections: readonly { uid: string | undefined; html: string }[];
}

function fontLinks(urls: readonly string[], warnings: WarningSink): SafeHtml[] {
  const links: SafeHtml[] = [];
  for (const raw of urls) {
    const href = safeUrl(raw, 'stylesheet');
    if (href) links.push(html`<link${attrs({ rel: 'stylesheet', href })}>`);
    else
      warnings.add({
        type: 'unsafe_url',
        attribute: 'fonts',
        message: `A font stylesheet URL is not an http(s) URL; it was left out: ${JSON.stringify(raw.slice(0, 80))}.`,
      });
  }
  return links;
}

/** What a URL field of the metadata is checked as, and what its refusal says. */
const METADATA_URL_REFUSED: Record<'favicon' | 'canonical', string> = {
  favicon: 'The favicon URL has a scheme that is not allowed; it was left out.',
  canonical: 'The canonical URL is not an absolute http(s) URL; it was left out.',
};

/** A metadata URL that passed its scheme check; undefined when empty, or refused with an `unsafe_url` warning. */
function checkedMetadataUrl(
  raw: string | undefined,
  purpose: UrlPurpose,
  field: 'favicon' | 'canonical',
  warnings: WarningSink,
): SafeUrl | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const url = safeUrl(raw, purpose);
  if (!url) warnings.add({ type: 'unsafe_url', attribute: `metadata.${field}`, message: METADATA_URL_REFUSED[field] });
  return url;
}

/** Renders a validated, migrated, spliced page to a complete HTML document. */
export function renderDocument(page: PageDefinition, options: DocumentOptions): RenderedDocument {
  const pretty = !options.minify;
  const nl = pretty ? '\n' : '';
  const warnings = new WarningSink();
  const fonts = new FontResolver(options.fonts, page.fonts ?? []);
  const css = new Stylesheet(pretty, (property, _value, reason) =>
    warnings.add({
      type: reason,
      attribute: property,
      message: `A ${reason === 'unsafe_url' ? 'URL' : 'CSS value'} for ${property} was not allowed and was left out.`,
    }),
  );
  css.addBase('reset', BASE_CSS);

  // The design system and the global style first: their fonts and rules are also what an isolated
  // frame needs in edit mode. The design's breakpoint variables open each media block.
  const design = designCss(page.settings?.design, fonts, options.kinds);
  const global = [...contentWidthRule(page), ...design.rules, ...globalRules(page, fonts, warnings)];
  for (const [selector, decls] of global) css.globalRule(selector, css.body(decls));
  for (const [level, decls] of design.media) css.rule(level, ':root', css.body(decls));
  let isolatedHead = '';
  if (options.mode === 'edit') {
    const frameCss = new Stylesheet(pretty, () => undefined);
    frameCss.addBase('reset', 'body { margin: 0; }');
    for (const [selector, decls] of global) frameCss.globalRule(selector, frameCss.body(decls));
    for (const [level, decls] of design.media) frameCss.rule(level, ':root', frameCss.body(decls));
    // After the global style: a page's body background must not paint over the block's own.
    frameCss.rule('desktop', 'html, body', frameCss.body([['background', 'transparent !important']]));
    isolatedHead = join([
      ...fontLinks(fonts.stylesheets(), new WarningSink()),
      html`<style>${unsafeHtml(frameCss.toString())}</style>`,
    ]).value;
  }

  const ctx: RenderContext = {
    mode: options.mode,
    kinds: options.kinds,
    pretty,
    css,
    fonts,
    warnings,
    ids: new IdAllocator(),
    anchors: new Set(),
    sectionIndex: 0,
    isolatedHead,
    ...(options.collectSections ? { sections: [] } : {}),
    ...(options.memo ? { sectionMemo: options.memo } : {}),
    ...(options.containHtml ? { containHtml: options.containHtml } : {}),
  };
  options.memo?.begin({ mode: options.mode, pretty, isolatedHead, fonts: options.fonts, pageFonts: page.fonts });
  const body = renderNode(page, ctx, undefined);

  const metadata = page.metadata ?? {};
  const title = metadata.title?.trim() || DEFAULT_TITLE;
  const description = metadata.description?.trim() || undefined;
  const image = safeUrl(metadata.image, 'image');
  const shareImage = image && !image.value.toLowerCase().startsWith('data:') ? image : undefined;
  if (metadata.image && !image)
    warnings.add({
      type: 'unsafe_url',
      attribute: 'metadata.image',
      message: 'The share image URL has a scheme that is not allowed; it was left out.',
    });

  const favicon = checkedMetadataUrl(metadata.favicon, 'image', 'favicon', warnings);
  const canonical = checkedMetadataUrl(metadata.canonical, 'canonical', 'canonical', warnings);

  const head: SafeHtml[] = [
    html`<meta charset="utf-8">`,
    html`<meta name="viewport" content="width=device-width, initial-scale=1">`,
    html`<title>${title}</title>`,
  ];
  if (description) head.push(html`<meta name="description"${attrs({ content: description })}>`);
  if (metadata.noindex === true) head.push(html`<meta name="robots" content="noindex">`);
  if (canonical) head.push(html`<link${attrs({ rel: 'canonical', href: canonical })}>`);
  if (favicon) head.push(html`<link${attrs({ rel: 'icon', href: favicon })}>`);
  head.push(
    html`<meta property="og:type" content="website">`,
    html`<meta property="og:title"${attrs({ content: title })}>`,
  );
  if (description) head.push(html`<meta property="og:description"${attrs({ content: description })}>`);
  if (canonical) head.push(html`<meta property="og:url"${attrs({ content: canonical.value })}>`);
  if (shareImage) head.push(html`<meta property="og:image"${attrs({ content: shareImage.value })}>`);
  head.push(html`<meta name="twitter:card"${attrs({ content: shareImage ? 'summary_large_image' : 'summary' })}>`);
  const links = fontLinks(fonts.stylesheets(), warnings);
  head.push(...links);
  // The stylesheet: every selector, property and value in it passed the CSS sink checks. Written
  // out (like the document below) only when asked for: the editor's canvas patches its frame
  // from the rules and the sections, and reads the whole text only to load a frame.
  let stylesheet: string | undefined;
  const stylesheetText = () => (stylesheet ??= css.toString());

  const missing = fonts.missing();
  if (missing.length > 0) {
    warnings.add({
      type: 'missing_fonts',
      message: `These fonts are used but are neither built in nor given in the fonts option: ${missing.join(', ')}. Visitors see a fallback font.`,
      missing_fonts: missing,
    });
  }

  const settings = page.settings ?? {};
  const shell = html`<!DOCTYPE html>${nl}<html${attrs({ lang: settings.lang ?? 'en', dir: settings.dir ?? 'ltr' })}>${nl}`;
  let document: string | undefined;
  const documentText = () => {
    if (document === undefined) {
      const style = html`<style>${nl}${unsafeHtml(stylesheetText())}${nl}</style>`;
      document =
        html`${shell}<head>${nl}${join([...head, style], nl)}${nl}</head>${nl}<body>${nl}${body}${nl}</body>${nl}</html>${nl}`
          .value;
    }
    return document;
  };
  const fontStylesheets =
    links.length === 0 ? [] : fonts.stylesheets().flatMap((url) => safeUrl(url, 'stylesheet')?.value ?? []);
  return {
    get html() {
      return documentText();
    },
    get css() {
      return stylesheetText();
    },
    warnings,
    cssRules: options.collectSections ? css.rules() : [],
    shell: shell.value,
    fontStylesheets,
    sections: ctx.sections ?? [],
  };
}

/**
 * The floor: the least work that produces comparable markup from the same tree. A hand-written
 * string builder with the same elements and classes per node, one stylesheet with one rule per
 * node (and part) for its non-default CSS attributes, media query blocks for the breakpoint
 * overrides and for column stacking, and plain escaping of text and attribute values.
 *
 * It does none of what makes ours safe and robust: no limits, no validation, no migration, no
 * sanitizing of text and button content (emitted as given), no containment of authored HTML, no
 * URL scheme checks, no CSS value checks, no uid de-duplication, no font resolution, no warnings.
 * It trusts the template completely. That is the point: its time is what rendering this page
 * costs before any of those guarantees, so ours / floor is the price of the guarantees plus any
 * overhead of ours.
 *
 * The attribute table below (`FLOOR_KINDS`) is written by hand from renderer/blocks/*.ts: for
 * each kind, the CSS-backed attributes with their part, default and declarations, and the kind's
 * static base CSS. The React and Puck peers (peers.tsx) use the same table.
 */
import type { PageDefinition, TemplateNode } from '../renderer/model/node.ts';
// Icon data only (glyph paths, brand colors, labels): the same SVGs every contender emits.
import { SOCIAL_ICONS } from '../renderer/blocks/shared/social-icons.ts';

/** A CSS declaration: property and value. */
export type Decl = readonly [property: string, value: string];

/** A CSS-backed attribute: the part it styles ('' for the root), its default, its declarations. */
export interface FloorAttr {
  readonly part: string;
  readonly def: unknown;
  readonly decls: (value: any) => Decl[];
}

/** A node kind as the floor knows it. */
export interface FloorKind {
  /** The CSS display that `hidden: false` restores. */
  readonly display: string;
  /** Part name to selector suffix. */
  readonly parts: Readonly<Record<string, string>>;
  readonly attrs: Readonly<Record<string, FloorAttr>>;
  /** Static CSS written once per page that uses the kind. */
  readonly base: string;
}

const prop = (property: string, def?: unknown, part = ''): FloorAttr => ({ part, def, decls: (v) => [[property, String(v)]] });
const VERTICAL: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };
const FLEX: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };
const verticalAlign: FloorAttr = { part: '', def: 'top', decls: (v) => [['justify-content', VERTICAL[v] ?? 'flex-start']] };
const typography = (part = ''): Record<string, FloorAttr> => ({
  'font-family': prop('font-family', undefined, part),
  'font-size': prop('font-size', undefined, part),
  'font-weight': prop('font-weight', undefined, part),
  'line-height': prop('line-height', undefined, part),
  'letter-spacing': prop('letter-spacing', undefined, part),
});

function kind(display: string, attrs: Record<string, FloorAttr>, base: string, parts: Record<string, string> = {}): FloorKind {
  return { display, parts, base, attrs: { ...attrs, hidden: { part: '', def: false, decls: (hidden) => [['display', hidden ? 'none' : display]] } } };
}

const picture = (name: string) =>
  kind(
    'block',
    { width: prop('width', 'auto', 'img'), align: prop('text-align', 'center'), 'border-radius': prop('border-radius', undefined, 'img'), padding: prop('padding', '8px 0') },
    `.lp-${name} .lp-img { display: inline-block; max-width: 100%; height: auto; vertical-align: top; width: auto; }\n.lp-${name} { text-align: center; padding: 8px 0; display: block; }`,
    { img: ' .lp-img' },
  );

const authored = (name: string) =>
  kind('block', { align: prop('text-align', 'left'), 'background-color': prop('background-color'), padding: prop('padding', '8px 0') }, `.lp-${name} { text-align: left; padding: 8px 0; display: block; }`);

export const FLOOR_KINDS: Readonly<Record<string, FloorKind>> = {
  section: kind(
    'flex',
    {
      'background-color': prop('background-color'),
      'background-image': { part: '', def: undefined, decls: (url) => [['background-image', `url("${url}")`]] },
      'background-size': prop('background-size', 'cover'),
      'background-position': prop('background-position', 'center'),
      'background-repeat': prop('background-repeat', 'no-repeat'),
      color: prop('color'),
      padding: prop('padding', '48px 16px'),
      'min-height': prop('min-height'),
      'vertical-align': verticalAlign,
    },
    '.lp-section { flex-direction: column; position: relative; background-size: cover; background-position: center; background-repeat: no-repeat; padding: 48px 16px; justify-content: flex-start; display: flex; }\n.lp-section--full > .lp-container { max-width: none; }',
    { container: ' > .lp-container' },
  ),
  container: kind(
    'flex',
    { 'max-width': prop('max-width'), padding: prop('padding'), 'background-color': prop('background-color'), 'border-radius': prop('border-radius') },
    '.lp-container { flex-wrap: wrap; align-items: stretch; width: 100%; max-width: var(--lp-content-width, 1140px); margin: 0 auto; display: flex; }',
  ),
  column: kind(
    'flex',
    {
      width: { part: '', def: undefined, decls: (w) => [['flex', `0 0 ${w}`], ['max-width', w]] },
      padding: prop('padding', '12px'),
      'vertical-align': verticalAlign,
      'background-color': prop('background-color'),
      'background-image': { part: '', def: undefined, decls: (url) => [['background-image', `url("${url}")`], ['background-size', 'cover'], ['background-position', 'center']] },
      'border-radius': prop('border-radius'),
    },
    '.lp-column { flex: 1 1 0%; min-width: 0; flex-direction: column; padding: 12px; justify-content: flex-start; display: flex; }',
  ),
  text: kind(
    'block',
    { ...typography(), color: prop('color'), 'text-align': prop('text-align'), 'background-color': prop('background-color'), padding: prop('padding', '8px 0') },
    '.lp-text { overflow-wrap: break-word; padding: 8px 0; display: block; }\n.lp-text > :first-child { margin-top: 0; }\n.lp-text > :last-child { margin-bottom: 0; }',
  ),
  image: picture('image'),
  gif: picture('gif'),
  button: kind(
    'block',
    {
      align: prop('text-align', 'center'),
      padding: prop('padding', '12px 0'),
      'background-color': prop('background-color', '#2563eb', 'link'),
      color: prop('color', '#ffffff', 'link'),
      'hover-background-color': prop('background-color', undefined, 'hover'),
      'hover-color': prop('color', undefined, 'hover'),
      'border-width': prop('border-width', '0', 'link'),
      'border-style': prop('border-style', 'solid', 'link'),
      'border-color': prop('border-color', 'transparent', 'link'),
      'border-radius': prop('border-radius', '6px', 'link'),
      'inner-padding': prop('padding', '12px 24px', 'link'),
      'full-width': { part: 'link', def: false, decls: (full) => [['display', full ? 'block' : 'inline-block']] },
      ...typography('link'),
      'text-transform': prop('text-transform', undefined, 'link'),
    },
    '.lp-button .lp-button-link { text-decoration: none; text-align: center; font-weight: 600; line-height: 1.25; cursor: pointer; transition: background-color 0.15s, color 0.15s; background-color: #2563eb; color: #ffffff; border-width: 0; border-style: solid; border-color: transparent; border-radius: 6px; padding: 12px 24px; display: inline-block; }\n.lp-button { text-align: center; padding: 12px 0; display: block; }',
    { link: ' .lp-button-link', hover: ' .lp-button-link:hover' },
  ),
  divider: kind(
    'flex',
    {
      color: prop('border-top-color', '#e5e7eb', 'line'),
      thickness: prop('border-top-width', '1px', 'line'),
      'border-style': prop('border-top-style', 'solid', 'line'),
      width: prop('width', '100%', 'line'),
      align: { part: '', def: 'center', decls: (v) => [['justify-content', FLEX[v] ?? 'center']] },
      padding: prop('padding', '16px 0'),
    },
    '.lp-divider .lp-divider-line { border: 0; margin: 0; border-top-color: #e5e7eb; border-top-width: 1px; border-top-style: solid; width: 100%; }\n.lp-divider { justify-content: center; padding: 16px 0; display: flex; }',
    { line: ' .lp-divider-line' },
  ),
  spacer: kind('block', { height: prop('height', '32px') }, '.lp-spacer { height: 32px; display: block; }'),
  social: kind(
    'block',
    {
      'icon-size': { part: 'icon', def: '32px', decls: (v) => [['width', v], ['height', v]] },
      gap: prop('gap', '8px', 'list'),
      align: { part: 'list', def: 'center', decls: (v) => [['justify-content', FLEX[v] ?? 'center']] },
      padding: prop('padding', '12px 0'),
    },
    [
      '.lp-social .lp-social-icon { width: 32px; height: 32px; }',
      '.lp-social .lp-social-list { gap: 8px; justify-content: center; }',
      '.lp-social { padding: 12px 0; display: block; }',
      '.lp-social .lp-social-list { display: flex; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }',
      '.lp-social .lp-social-icon { display: flex; align-items: center; justify-content: center; text-decoration: none; }',
      '.lp-social .lp-social-icon svg { width: 55%; height: 55%; fill: currentColor; }',
      '.lp-social--circle .lp-social-icon { border-radius: 50%; }',
      '.lp-social--rounded .lp-social-icon { border-radius: 22%; }',
    ].join('\n'),
    { list: ' .lp-social-list', icon: ' .lp-social-icon' },
  ),
  video: kind(
    'block',
    {
      width: prop('width', '100%', 'link'),
      align: prop('text-align', 'center'),
      'border-radius': prop('border-radius', '8px', 'link'),
      'play-button-color': prop('background-color', '#ef4444', 'play'),
      padding: prop('padding', '8px 0'),
    },
    [
      '.lp-video .lp-video-link { width: 100%; border-radius: 8px; }',
      '.lp-video { text-align: center; padding: 8px 0; display: block; }',
      '.lp-video .lp-video-play { background-color: #ef4444; }',
      '.lp-video .lp-video-link { position: relative; display: inline-block; max-width: 100%; overflow: hidden; vertical-align: top; }',
      '.lp-video .lp-video-thumb { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; }',
      '.lp-video .lp-video-placeholder { display: block; width: 100%; aspect-ratio: 16 / 9; background: #0f172a; }',
      '.lp-video .lp-video-play { position: absolute; left: 50%; top: 50%; width: 68px; height: 48px; margin: -24px 0 0 -34px; border-radius: 12px; display: flex; align-items: center; justify-content: center; color: #ffffff; transition: transform 0.15s; }',
      '.lp-video .lp-video-link:hover .lp-video-play { transform: scale(1.08); }',
      '.lp-video .lp-video-play svg { width: 26px; height: 26px; fill: currentColor; }',
    ].join('\n'),
    { link: ' .lp-video-link', play: ' .lp-video-play' },
  ),
  form: kind(
    'block',
    {
      'submit-background-color': prop('background-color', '#2563eb', 'submit'),
      'submit-color': prop('color', '#ffffff', 'submit'),
      'submit-full-width': { part: 'submit', def: false, decls: (full) => [['width', full ? '100%' : 'auto']] },
      'field-background-color': prop('background-color', '#ffffff', 'input'),
      'field-border-color': prop('border-color', '#d1d5db', 'input'),
      'label-color': prop('color', undefined, 'label'),
      'border-radius': prop('border-radius', '6px', 'controls'),
      gap: prop('gap', '12px', 'form'),
      'font-family': prop('font-family'),
      'font-size': prop('font-size'),
      padding: prop('padding', '12px 0'),
    },
    [
      '.lp-form .lp-form-submit { background-color: #2563eb; color: #ffffff; width: auto; }',
      '.lp-form .lp-form-input { background-color: #ffffff; border-color: #d1d5db; }',
      '.lp-form :is(.lp-form-input, .lp-form-submit) { border-radius: 6px; }',
      '.lp-form .lp-form-el { gap: 12px; }',
      '.lp-form { padding: 12px 0; display: block; }',
      '.lp-form .lp-form-el { display: flex; flex-direction: column; margin: 0; }',
      '.lp-form .lp-form-field { display: flex; flex-direction: column; gap: 4px; }',
      '.lp-form .lp-form-check { flex-direction: row; align-items: center; gap: 8px; }',
      '.lp-form .lp-form-label { font-size: 0.9em; font-weight: 600; }',
      '.lp-form .lp-form-input { font: inherit; color: inherit; width: 100%; padding: 10px 12px; border: 1px solid #d1d5db; }',
      '.lp-form .lp-form-input:focus-visible, .lp-form .lp-form-submit:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }',
      '.lp-form .lp-form-submit { font: inherit; font-weight: 600; align-self: flex-start; padding: 12px 24px; border: 0; cursor: pointer; }',
    ].join('\n'),
    { form: ' .lp-form-el', label: ' .lp-form-label', input: ' .lp-form-input', submit: ' .lp-form-submit', controls: ' :is(.lp-form-input, .lp-form-submit)' },
  ),
  html: authored('html'),
  'custom-raw': authored('custom-raw'),
  raw: kind('contents', {}, '.lp-raw { display: contents; }'),
};

export const RESET_CSS = [
  '*, *::before, *::after { box-sizing: border-box; }',
  'html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }',
  "body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #111827; background-color: #ffffff; }",
  'img, svg, video { max-width: 100%; }',
].join('\n');

/** The social block's per-style colors (the same rules ours writes once per style and network). */
export const SOCIAL_STYLES: Record<string, (color: string) => string> = {
  brand: (color) => `background-color: ${color}; color: #ffffff;`,
  dark: () => 'background-color: #111827; color: #ffffff;',
  light: () => 'background-color: #ffffff; color: #111827;',
  outline: () => 'background-color: transparent; color: inherit; box-shadow: inset 0 0 0 1.5px currentColor;',
};

export type SocialNetwork = keyof typeof SOCIAL_ICONS;
export { SOCIAL_ICONS };

export const PLAY_PATH = 'M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z';

/** The YouTube thumbnail of a video URL (no validation: a pattern match, as a quick hand-written renderer would do). */
export function youtubeThumbnail(url: string): string | undefined {
  const id = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(url)?.[1];
  return id === undefined ? undefined : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

const ESCAPE_TEST = /[&<>"']/;
const ESCAPE_ALL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain escaping for text and double-quoted attribute values. */
export function esc(value: unknown): string {
  const s = String(value);
  return ESCAPE_TEST.test(s) ? s.replace(ESCAPE_ALL, (ch) => ENTITIES[ch] as string) : s;
}

type Level = 'desktop' | 'md' | 'sm' | 'xs';
type Attrs = Readonly<Record<string, unknown>>;

interface State {
  readonly rules: Record<Level, string[]>;
  readonly kinds: Set<string>;
  readonly extraBase: Map<string, string>;
  generated: number;
}

/**
 * Rules for one node at one level: one per part that has declarations. `extra` adds root
 * declarations (column stacking).
 */
function rules(kind: FloorKind, selector: string, values: Attrs | undefined, skipDefaults: boolean, out: string[], extra?: string): void {
  let root = '';
  let parts: Record<string, string> | undefined;
  if (values !== undefined) {
    for (const name in values) {
      const spec = kind.attrs[name];
      const value = values[name];
      if (spec === undefined || value === undefined || (skipDefaults && value === spec.def)) continue;
      let text = '';
      for (const [property, v] of spec.decls(value)) text += ` ${property}: ${v};`;
      if (spec.part === '') root += text;
      else (parts ??= {})[spec.part] = (parts[spec.part] ?? '') + text;
    }
  }
  if (extra !== undefined) root += extra;
  if (root !== '') out.push(`${selector} {${root} }`);
  if (parts !== undefined) for (const part in parts) out.push(`${selector}${kind.parts[part]} {${parts[part]} }`);
}

const STACK = ' flex: 0 0 100%; max-width: 100%;';

function nodeCss(tagName: string, id: string, node: TemplateNode, st: State, stack?: string): void {
  const kind = FLOOR_KINDS[tagName] as FloorKind;
  st.kinds.add(tagName);
  const selector = `.lp-n-${id}`;
  rules(kind, selector, node.attributes, true, st.rules.desktop);
  const stackAt = stack === 'sm' || stack === 'xs' ? stack : undefined;
  if (node.mdAttributes !== undefined) rules(kind, selector, node.mdAttributes, false, st.rules.md);
  const sm = node.smAttributes;
  if (sm !== undefined || stackAt === 'sm') rules(kind, selector, sm, false, st.rules.sm, stackAt === 'sm' && sm?.width === undefined ? STACK : undefined);
  const xs = node.xsAttributes;
  if (xs !== undefined || stackAt === 'xs') rules(kind, selector, xs, false, st.rules.xs, stackAt === 'xs' && xs?.width === undefined ? STACK : undefined);
}

const idOf = (node: TemplateNode, st: State): string => node.uid ?? `g${++st.generated}`;

function block(node: TemplateNode, lazy: boolean, st: State): string {
  const id = idOf(node, st);
  const tag = node.tagName;
  nodeCss(tag, id, node, st);
  const a = (node.attributes ?? {}) as Record<string, any>;
  const open = `<div class="lp-${tag} lp-n-${id}">`;
  switch (tag) {
    case 'text':
      return `${open}${node.content ?? ''}</div>`;
    case 'button': {
      const blank = a.target === '_blank';
      const href = a.href === undefined ? '' : ` href="${esc(a.href)}"${blank ? ' target="_blank" rel="noopener"' : ''}`;
      return `${open}<a class="lp-button-link"${href}>${node.content ?? ''}</a></div>`;
    }
    case 'image':
    case 'gif': {
      if (a.src === undefined) return `${open}</div>`;
      const size = (a['image-width'] !== undefined ? ` width="${a['image-width']}"` : '') + (a['image-height'] !== undefined ? ` height="${a['image-height']}"` : '');
      const img = `<img class="lp-img" src="${esc(a.src)}" alt="${esc(a.alt ?? '')}"${size}${lazy ? ' loading="lazy"' : ''} decoding="async">`;
      if (a.href === undefined) return `${open}${img}</div>`;
      return `${open}<a href="${esc(a.href)}"${a.target === '_blank' ? ' target="_blank" rel="noopener"' : ''}>${img}</a></div>`;
    }
    case 'divider':
      return `${open}<hr class="lp-divider-line"></div>`;
    case 'spacer':
      return `<div class="lp-spacer lp-n-${id}" aria-hidden="true"></div>`;
    case 'social': {
      const style = (a['icon-style'] as string | undefined) ?? 'brand';
      let items = '';
      for (const link of (a.links ?? []) as { network: SocialNetwork; href: string; label?: string }[]) {
        const icon = SOCIAL_ICONS[link.network];
        const key = `${style}:${link.network}`;
        if (!st.extraBase.has(key)) st.extraBase.set(key, `.lp-social--${style} .lp-social-${link.network} { ${SOCIAL_STYLES[style]?.(icon.color)} }`);
        items += `<li><a class="lp-social-icon lp-social-${link.network}" href="${esc(link.href)}" aria-label="${esc(link.label || icon.label)}" target="_blank" rel="noopener"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${icon.path}"></path></svg></a></li>`;
      }
      return `${open}<ul class="lp-social-list lp-social--${style} lp-social--${a['icon-shape'] ?? 'circle'}">${items}</ul></div>`;
    }
    case 'video': {
      const url = (a.url as string | undefined) ?? '';
      const thumb = a.thumbnail ?? youtubeThumbnail(url);
      const img = thumb
        ? `<img class="lp-video-thumb" src="${esc(thumb)}" alt=""${a.thumbnail ? '' : ' width="480" height="360"'}${lazy ? ' loading="lazy"' : ''} decoding="async">`
        : '<span class="lp-video-placeholder"></span>';
      return `${open}<a class="lp-video-link" href="${esc(url)}" target="_blank" rel="noopener" aria-label="${esc(a.alt ?? 'Play video')}">${img}<span class="lp-video-play"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${PLAY_PATH}"></path></svg></span></a></div>`;
    }
    case 'form': {
      let fields = '';
      ((a.fields ?? []) as FormField[]).forEach((field, i) => (fields += formField(field, `lp-f-${id}-${i}`)));
      const action = a.action === undefined ? '' : ` action="${esc(a.action)}"`;
      return `${open}<form class="lp-form-el"${action} method="${a.method ?? 'post'}">${fields}<button class="lp-form-submit" type="submit">${esc(a['submit-text'] ?? 'Submit')}</button></form></div>`;
    }
    case 'html':
    case 'raw':
    case 'custom-raw':
      return `${open}${node.content ?? ''}</div>`;
    default:
      return '';
  }
}

/** A form field as the form block takes it. */
export interface FormField {
  type: string;
  name: string;
  label?: string;
  placeholder?: string;
  required?: boolean;
  options?: { label: string; value?: string }[];
  value?: string;
}

function formField(f: FormField, id: string): string {
  const label = f.label ?? '';
  const req = f.required === true;
  const aria = label === '' ? ` aria-label="${esc(f.placeholder || f.name)}"` : '';
  const ph = f.placeholder ? ` placeholder="${esc(f.placeholder)}"` : '';
  const labelHtml = label === '' ? '' : `<label class="lp-form-label" for="${id}">${esc(label)}${req ? '<span class="lp-form-required" aria-hidden="true"> *</span>' : ''}</label>`;
  const required = req ? ' required' : '';
  switch (f.type) {
    case 'hidden':
      return `<input type="hidden" name="${esc(f.name)}" value="${esc(f.value ?? '')}">`;
    case 'checkbox':
      return `<div class="lp-form-field lp-form-check"><input class="lp-form-checkbox" type="checkbox" id="${id}" name="${esc(f.name)}" value="${esc(f.value || 'yes')}"${required}${aria}>${labelHtml}</div>`;
    case 'textarea':
      return `<div class="lp-form-field">${labelHtml}<textarea class="lp-form-input" id="${id}" name="${esc(f.name)}"${ph}${required} rows="4"${aria}></textarea></div>`;
    case 'select': {
      let options = `<option value="">${esc(f.placeholder || 'Choose…')}</option>`;
      for (const o of f.options ?? []) options += `<option value="${esc(o.value ?? o.label)}">${esc(o.label)}</option>`;
      return `<div class="lp-form-field">${labelHtml}<select class="lp-form-input" id="${id}" name="${esc(f.name)}"${required}${aria}>${options}</select></div>`;
    }
    default: {
      const auto = f.type === 'email' || f.type === 'tel' ? ` autocomplete="${f.type}"` : '';
      return `<div class="lp-form-field">${labelHtml}<input class="lp-form-input" type="${esc(f.type)}" id="${id}" name="${esc(f.name)}"${ph}${required}${auto}${aria}></div>`;
    }
  }
}

function section(node: TemplateNode, index: number, st: State): string {
  const id = idOf(node, st);
  nodeCss('section', id, node, st);
  const a = (node.attributes ?? {}) as Record<string, any>;
  const stack = (a['stack-columns'] as string | undefined) ?? 'sm';
  const lazy = index > 0;
  const columns: string[] = [];
  for (const column of node.children ?? []) {
    const columnId = idOf(column, st);
    nodeCss('column', columnId, column, st, stack);
    const blocks: string[] = [];
    for (const child of column.children ?? []) blocks.push(block(child, lazy, st));
    columns.push(blocks.length === 0 ? `<div class="lp-column lp-n-${columnId}"></div>` : `<div class="lp-column lp-n-${columnId}">\n${blocks.join('\n')}\n</div>`);
  }
  const containerId = `${id}-c`;
  nodeCss('container', containerId, node.container ?? { tagName: 'container' }, st);
  const classes = a['full-width'] === true ? ' lp-section--full' : '';
  const anchor = a.anchor !== undefined ? ` id="${esc(a.anchor)}"` : '';
  return `<section class="lp-section lp-n-${id}${classes}"${anchor}>\n<div class="lp-container lp-n-${containerId}">\n${columns.join('\n')}\n</div>\n</section>`;
}

/** Renders the page to a complete HTML document, trusting it completely. */
export function renderFloor(page: PageDefinition): string {
  const st: State = { rules: { desktop: [], md: [], sm: [], xs: [] }, kinds: new Set(), extraBase: new Map(), generated: 0 };
  const sections = page.children ?? [];
  const body: string[] = [];
  for (let i = 0; i < sections.length; i++) body.push(section(sections[i] as TemplateNode, i, st));

  const css: string[] = [RESET_CSS];
  for (const tag of st.kinds) css.push((FLOOR_KINDS[tag] as FloorKind).base);
  for (const rule of st.extraBase.values()) css.push(rule);
  if (page.settings?.contentWidth) css.push(`:root { --lp-content-width: ${page.settings.contentWidth}; }`);
  for (const selector in page.style ?? {}) {
    const map = (page.style as Record<string, Record<string, unknown>>)[selector] as Record<string, unknown>;
    let decls = '';
    for (const property in map) decls += ` ${property}: ${map[property]};`;
    css.push(`${selector} {${decls} }`);
  }
  for (const rule of st.rules.desktop) css.push(rule);
  let stylesheet = css.join('\n');
  for (const [level, width] of [['md', 1023], ['sm', 767], ['xs', 479]] as const) {
    const list = st.rules[level];
    if (list.length > 0) stylesheet += `\n@media (max-width: ${width}px) {\n  ${list.join('\n  ')}\n}`;
  }

  const meta = page.metadata ?? {};
  const title = esc(meta.title ?? 'Untitled page');
  const description = meta.description ? esc(meta.description) : undefined;
  let head = `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n`;
  if (description) head += `<meta name="description" content="${description}">\n`;
  head += `<meta property="og:type" content="website">\n<meta property="og:title" content="${title}">\n`;
  if (description) head += `<meta property="og:description" content="${description}">\n`;
  if (meta.image) head += `<meta property="og:image" content="${esc(meta.image)}">\n`;
  head += `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">\n`;
  const lang = esc(page.settings?.lang ?? 'en');
  const dir = esc(page.settings?.dir ?? 'ltr');
  return `<!DOCTYPE html>\n<html lang="${lang}" dir="${dir}">\n<head>\n${head}<style>\n${stylesheet}\n</style>\n</head>\n<body>\n<main class="lp-page">\n${body.join('\n')}\n</main>\n</body>\n</html>\n`;
}

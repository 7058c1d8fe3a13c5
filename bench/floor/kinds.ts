/**
 * The floor's table of node kinds, written by hand from renderer/blocks/*.ts: for each kind, the
 * CSS-backed attributes with their part, default and declarations, and the kind's static base
 * CSS. The floor and the React and Puck peers (peers.tsx) all style nodes from this one table.
 */

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

const prop = (property: string, def?: unknown, part = ''): FloorAttr => ({
  part,
  def,
  decls: (v) => [[property, String(v)]],
});
const VERTICAL: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };
const FLEX: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };
const verticalAlign: FloorAttr = {
  part: '',
  def: 'top',
  decls: (v) => [['justify-content', VERTICAL[v] ?? 'flex-start']],
};
const typography = (part = ''): Record<string, FloorAttr> => ({
  'font-family': prop('font-family', undefined, part),
  'font-size': prop('font-size', undefined, part),
  'font-weight': prop('font-weight', undefined, part),
  'line-height': prop('line-height', undefined, part),
  'letter-spacing': prop('letter-spacing', undefined, part),
});

function kind(
  display: string,
  attrs: Record<string, FloorAttr>,
  base: string,
  parts: Record<string, string> = {},
): FloorKind {
  return {
    display,
    parts,
    base,
    attrs: { ...attrs, hidden: { part: '', def: false, decls: (hidden) => [['display', hidden ? 'none' : display]] } },
  };
}

const picture = (name: string) =>
  kind(
    'block',
    {
      width: prop('width', 'auto', 'img'),
      align: prop('text-align', 'center'),
      'border-radius': prop('border-radius', undefined, 'img'),
      padding: prop('padding', '8px 0'),
    },
    `.lp-${name} .lp-img { display: inline-block; max-width: 100%; height: auto; vertical-align: top; width: auto; }\n.lp-${name} { text-align: center; padding: 8px 0; display: block; }`,
    { img: ' .lp-img' },
  );

const authored = (name: string) =>
  kind(
    'block',
    {
      align: prop('text-align', 'left'),
      'background-color': prop('background-color'),
      padding: prop('padding', '8px 0'),
    },
    `.lp-${name} { text-align: left; padding: 8px 0; display: block; }`,
  );

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
    {
      'max-width': prop('max-width'),
      padding: prop('padding'),
      'background-color': prop('background-color'),
      'border-radius': prop('border-radius'),
    },
    '.lp-container { flex-wrap: wrap; align-items: stretch; width: 100%; max-width: var(--lp-content-width, 1140px); margin: 0 auto; display: flex; }',
  ),
  column: kind(
    'flex',
    {
      width: {
        part: '',
        def: undefined,
        decls: (w) => [
          ['flex', `0 0 ${w}`],
          ['max-width', w],
        ],
      },
      padding: prop('padding', '12px'),
      'vertical-align': verticalAlign,
      'background-color': prop('background-color'),
      'background-image': {
        part: '',
        def: undefined,
        decls: (url) => [
          ['background-image', `url("${url}")`],
          ['background-size', 'cover'],
          ['background-position', 'center'],
        ],
      },
      'border-radius': prop('border-radius'),
    },
    '.lp-column { flex: 1 1 0%; min-width: 0; flex-direction: column; padding: 12px; justify-content: flex-start; display: flex; }',
  ),
  text: kind(
    'block',
    {
      ...typography(),
      color: prop('color'),
      'text-align': prop('text-align'),
      'background-color': prop('background-color'),
      padding: prop('padding', '8px 0'),
    },
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
      thickness: prop('border-top-width', '1px', 'line'),
      'border-style': prop('border-top-style', 'solid', 'line'),
      color: prop('border-top-color', '#e5e7eb', 'line'),
      width: prop('width', '100%', 'line'),
      align: { part: '', def: 'center', decls: (v) => [['justify-content', FLEX[v] ?? 'center']] },
      padding: prop('padding', '16px 0'),
    },
    '.lp-divider .lp-divider-line { border: 0; margin: 0; border-top-width: 1px; border-top-style: solid; border-top-color: #e5e7eb; width: 100%; }\n.lp-divider { justify-content: center; padding: 16px 0; display: flex; }',
    { line: ' .lp-divider-line' },
  ),
  spacer: kind('block', { height: prop('height', '32px') }, '.lp-spacer { height: 32px; display: block; }'),
  social: kind(
    'block',
    {
      'icon-size': {
        part: 'icon',
        def: '32px',
        decls: (v) => [
          ['width', v],
          ['height', v],
        ],
      },
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
    {
      form: ' .lp-form-el',
      label: ' .lp-form-label',
      input: ' .lp-form-input',
      submit: ' .lp-form-submit',
      controls: ' :is(.lp-form-input, .lp-form-submit)',
    },
  ),
  html: authored('html'),
  'custom-raw': authored('custom-raw'),
  raw: kind('contents', {}, '.lp-raw { display: contents; }'),
};

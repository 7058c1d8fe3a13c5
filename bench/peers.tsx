/**
 * Two peers over the same page, for scale: what rendering it with React costs.
 *
 * (a) React: `renderToString` of plain function components written here, one per kind.
 * (b) Puck: a Puck `Config` with comparable components (sections and columns hold their children
 *     in slot fields) and the page converted to Puck `Data` once, rendered with
 *     `renderToString(<Render config={config} data={data} />)`.
 *
 * Markup: the same elements and classes per node as ours and the floor. Like the floor they trust
 * the page (content is emitted with dangerouslySetInnerHTML, no sanitizing, no URL checks); React
 * escapes text and attribute values itself. Styles are React-style: a node's desktop declarations
 * are inline style objects on its element and parts. What inline styles cannot say (hover rules,
 * the md/sm/xs overrides, column stacking) goes into one <style> element, built by a walk over the
 * tree inside the timed render, with !important so that it wins over the inline styles as it must.
 * The attribute table (CSS properties, parts, defaults) is the floor's.
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Render, type ComponentConfig, type ComponentData, type Config, type Data, type Fields } from '@puckeditor/core';
import type { PageDefinition, TemplateNode } from '../renderer/model/node.ts';
import { FLOOR_KINDS, PLAY_PATH, RESET_CSS, SOCIAL_ICONS, SOCIAL_STYLES, youtubeThumbnail, type FloorKind, type FormField, type SocialNetwork } from './floor.ts';

type Attrs = Readonly<Record<string, any>>;

/** What every node component receives: the node's fields (React: spread from the template node; Puck: its props). */
interface NodeProps {
  readonly uid?: string;
  readonly attributes?: Attrs;
  readonly mdAttributes?: Attrs;
  readonly smAttributes?: Attrs;
  readonly xsAttributes?: Attrs;
  readonly content?: string;
  /** Below the first section: images load lazily. */
  readonly lazy?: boolean;
}

// ---- styles ----

const camelCache = new Map<string, string>();
const camel = (property: string): string => {
  let name = camelCache.get(property);
  if (name === undefined) camelCache.set(property, (name = property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())));
  return name;
};

type PartStyles = Partial<Record<string, CSSProperties>>;
const NO_STYLES: PartStyles = Object.freeze({});

/** The node's desktop, non-default declarations as inline style objects, by part ('' is the root). */
function partStyles(tag: string, attributes: Attrs | undefined): PartStyles {
  if (attributes === undefined) return NO_STYLES;
  const kind = FLOOR_KINDS[tag] as FloorKind;
  let out: Record<string, Record<string, string>> | undefined;
  for (const name in attributes) {
    const spec = kind.attrs[name];
    const value = attributes[name];
    if (spec === undefined || value === undefined || value === spec.def || spec.part === 'hover') continue;
    out ??= {};
    const style = (out[spec.part] ??= {});
    for (const [property, v] of spec.decls(value)) style[camel(property)] = v;
  }
  return (out as PartStyles | undefined) ?? NO_STYLES;
}

/** Rules for a node's values at one level, every declaration !important (they must beat inline styles). */
function importantRules(kind: FloorKind, selector: string, values: Attrs | undefined, onlyPart: string | undefined, out: string[], extra?: string): void {
  let root = '';
  let parts: Record<string, string> | undefined;
  if (values !== undefined) {
    for (const name in values) {
      const spec = kind.attrs[name];
      const value = values[name];
      if (spec === undefined || value === undefined || (onlyPart !== undefined && spec.part !== onlyPart)) continue;
      let text = '';
      for (const [property, v] of spec.decls(value)) text += ` ${property}: ${v} !important;`;
      if (spec.part === '') root += text;
      else (parts ??= {})[spec.part] = (parts[spec.part] ?? '') + text;
    }
  }
  if (extra !== undefined) root += extra;
  if (root !== '') out.push(`${selector} {${root} }`);
  if (parts !== undefined) for (const part in parts) out.push(`${selector}${kind.parts[part]} {${parts[part]} }`);
}

/** How the stylesheet walk reads a tree: template nodes (React) or Puck component data. */
interface TreeAccess<N> {
  tag(node: N): string;
  props(node: N): NodeProps & { container?: TemplateNode };
  kids(node: N): readonly N[];
}

const STACK = ' flex: 0 0 100% !important; max-width: 100% !important;';

/** What the inline styles cannot hold: base CSS, global style, hover rules, media blocks. */
function peerStylesheet<N>(page: Pick<PageDefinition, 'style' | 'settings'>, sections: readonly N[], access: TreeAccess<N>): string {
  const kinds = new Set<string>();
  const social = new Map<string, string>();
  const hover: string[] = [];
  const media: Record<'md' | 'sm' | 'xs', string[]> = { md: [], sm: [], xs: [] };
  const visit = (tag: string, props: NodeProps, id: string, stack?: string): void => {
    kinds.add(tag);
    const kind = FLOOR_KINDS[tag] as FloorKind;
    const selector = `.lp-n-${id}`;
    if (tag === 'button' && props.attributes !== undefined) importantRules(kind, selector, props.attributes, 'hover', hover);
    if (tag === 'social') {
      const style = (props.attributes?.['icon-style'] as string | undefined) ?? 'brand';
      for (const link of (props.attributes?.links ?? []) as { network: SocialNetwork }[]) {
        const key = `${style}:${link.network}`;
        if (!social.has(key)) social.set(key, `.lp-social--${style} .lp-social-${link.network} { ${SOCIAL_STYLES[style]?.(SOCIAL_ICONS[link.network].color)} }`);
      }
    }
    if (props.mdAttributes !== undefined) importantRules(kind, selector, props.mdAttributes, undefined, media.md);
    const sm = props.smAttributes;
    if (sm !== undefined || stack === 'sm') importantRules(kind, selector, sm, undefined, media.sm, stack === 'sm' && sm?.width === undefined ? STACK : undefined);
    const xs = props.xsAttributes;
    if (xs !== undefined || stack === 'xs') importantRules(kind, selector, xs, undefined, media.xs, stack === 'xs' && xs?.width === undefined ? STACK : undefined);
  };
  for (const section of sections) {
    const props = access.props(section);
    const id = props.uid as string;
    visit('section', props, id);
    visit('container', props.container ?? {}, `${id}-c`);
    const stack = (props.attributes?.['stack-columns'] as string | undefined) ?? 'sm';
    for (const column of access.kids(section)) {
      const columnProps = access.props(column);
      visit('column', columnProps, columnProps.uid as string, stack);
      for (const block of access.kids(column)) {
        const blockProps = access.props(block);
        visit(access.tag(block), blockProps, blockProps.uid as string);
      }
    }
  }
  const css: string[] = [RESET_CSS];
  for (const tag of kinds) css.push((FLOOR_KINDS[tag] as FloorKind).base);
  for (const rule of social.values()) css.push(rule);
  if (page.settings?.contentWidth) css.push(`:root { --lp-content-width: ${page.settings.contentWidth}; }`);
  for (const selector in page.style ?? {}) {
    const map = (page.style as Record<string, Record<string, unknown>>)[selector] as Record<string, unknown>;
    let decls = '';
    for (const property in map) decls += ` ${property}: ${map[property]};`;
    css.push(`${selector} {${decls} }`);
  }
  css.push(...hover);
  let out = css.join('\n');
  for (const [level, width] of [['md', 1023], ['sm', 767], ['xs', 479]] as const) {
    if (media[level].length > 0) out += `\n@media (max-width: ${width}px) {\n  ${media[level].join('\n  ')}\n}`;
  }
  return out;
}

// ---- components (shared by both peers) ----

const cls = (tag: string, uid: string | undefined, extra = '') => `lp-${tag} lp-n-${uid}${extra}`;

function TextBlock({ uid, attributes, content }: NodeProps) {
  return <div className={cls('text', uid)} style={partStyles('text', attributes)['']} dangerouslySetInnerHTML={{ __html: content ?? '' }} />;
}

function ButtonBlock({ uid, attributes, content }: NodeProps) {
  const s = partStyles('button', attributes);
  const blank = attributes?.target === '_blank' && attributes.href !== undefined;
  return (
    <div className={cls('button', uid)} style={s['']}>
      <a className="lp-button-link" href={attributes?.href} target={blank ? '_blank' : undefined} rel={blank ? 'noopener' : undefined} style={s.link} dangerouslySetInnerHTML={{ __html: content ?? '' }} />
    </div>
  );
}

function pictureBlock(tag: 'image' | 'gif') {
  return function PictureBlock({ uid, attributes, lazy }: NodeProps) {
    const s = partStyles(tag, attributes);
    const a = attributes ?? {};
    if (a.src === undefined) return <div className={cls(tag, uid)} style={s['']} />;
    const img = <img className="lp-img" src={a.src} alt={a.alt ?? ''} width={a['image-width']} height={a['image-height']} loading={lazy ? 'lazy' : undefined} decoding="async" style={s.img} />;
    return (
      <div className={cls(tag, uid)} style={s['']}>
        {a.href === undefined ? img : <a href={a.href} target={a.target === '_blank' ? '_blank' : undefined} rel={a.target === '_blank' ? 'noopener' : undefined}>{img}</a>}
      </div>
    );
  };
}
const ImageBlock = pictureBlock('image');
const GifBlock = pictureBlock('gif');

function DividerBlock({ uid, attributes }: NodeProps) {
  const s = partStyles('divider', attributes);
  return (
    <div className={cls('divider', uid)} style={s['']}>
      <hr className="lp-divider-line" style={s.line} />
    </div>
  );
}

function SpacerBlock({ uid, attributes }: NodeProps) {
  return <div className={cls('spacer', uid)} aria-hidden="true" style={partStyles('spacer', attributes)['']} />;
}

function SocialBlock({ uid, attributes }: NodeProps) {
  const s = partStyles('social', attributes);
  const style = (attributes?.['icon-style'] as string | undefined) ?? 'brand';
  const links = (attributes?.links ?? []) as { network: SocialNetwork; href: string; label?: string }[];
  return (
    <div className={cls('social', uid)} style={s['']}>
      <ul className={`lp-social-list lp-social--${style} lp-social--${attributes?.['icon-shape'] ?? 'circle'}`} style={s.list}>
        {links.map((link, i) => (
          <li key={i}>
            <a className={`lp-social-icon lp-social-${link.network}`} href={link.href} aria-label={link.label || SOCIAL_ICONS[link.network].label} target="_blank" rel="noopener" style={s.icon}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={SOCIAL_ICONS[link.network].path} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function VideoBlock({ uid, attributes, lazy }: NodeProps) {
  const s = partStyles('video', attributes);
  const a = attributes ?? {};
  const url = (a.url as string | undefined) ?? '';
  const thumb = (a.thumbnail as string | undefined) ?? youtubeThumbnail(url);
  return (
    <div className={cls('video', uid)} style={s['']}>
      <a className="lp-video-link" href={url} target="_blank" rel="noopener" aria-label={a.alt ?? 'Play video'} style={s.link}>
        {thumb ? <img className="lp-video-thumb" src={thumb} alt="" width={a.thumbnail ? undefined : 480} height={a.thumbnail ? undefined : 360} loading={lazy ? 'lazy' : undefined} decoding="async" /> : <span className="lp-video-placeholder" />}
        <span className="lp-video-play" style={s.play}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={PLAY_PATH} />
          </svg>
        </span>
      </a>
    </div>
  );
}

function Field({ field: f, id, s }: { field: FormField; id: string; s: PartStyles }) {
  const label = f.label ?? '';
  const aria = label === '' ? f.placeholder || f.name : undefined;
  const input = s.input || s.controls ? { ...s.input, ...s.controls } : undefined;
  const labelEl = label === '' ? null : (
    <label className="lp-form-label" htmlFor={id} style={s.label}>
      {label}
      {f.required ? <span className="lp-form-required" aria-hidden="true"> *</span> : null}
    </label>
  );
  switch (f.type) {
    case 'hidden':
      return <input type="hidden" name={f.name} value={f.value ?? ''} />;
    case 'checkbox':
      return (
        <div className="lp-form-field lp-form-check">
          <input className="lp-form-checkbox" type="checkbox" id={id} name={f.name} value={f.value || 'yes'} required={f.required} aria-label={aria} />
          {labelEl}
        </div>
      );
    case 'textarea':
      return (
        <div className="lp-form-field">
          {labelEl}
          <textarea className="lp-form-input" id={id} name={f.name} placeholder={f.placeholder} required={f.required} rows={4} aria-label={aria} style={input} />
        </div>
      );
    case 'select':
      return (
        <div className="lp-form-field">
          {labelEl}
          <select className="lp-form-input" id={id} name={f.name} required={f.required} aria-label={aria} style={input}>
            <option value="">{f.placeholder || 'Choose…'}</option>
            {(f.options ?? []).map((o, i) => (
              <option key={i} value={o.value ?? o.label}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
    default:
      return (
        <div className="lp-form-field">
          {labelEl}
          <input className="lp-form-input" type={f.type} id={id} name={f.name} placeholder={f.placeholder} required={f.required} autoComplete={f.type === 'email' || f.type === 'tel' ? f.type : undefined} aria-label={aria} style={input} />
        </div>
      );
  }
}

function FormBlock({ uid, attributes }: NodeProps) {
  const s = partStyles('form', attributes);
  const a = attributes ?? {};
  const submit = s.submit || s.controls ? { ...s.submit, ...s.controls } : undefined;
  return (
    <div className={cls('form', uid)} style={s['']}>
      <form className="lp-form-el" action={a.action} method={a.method ?? 'post'} style={s.form}>
        {((a.fields ?? []) as FormField[]).map((field, i) => (
          <Field key={i} field={field} id={`lp-f-${uid}-${i}`} s={s} />
        ))}
        <button className="lp-form-submit" type="submit" style={submit}>
          {a['submit-text'] ?? 'Submit'}
        </button>
      </form>
    </div>
  );
}

function authoredBlock(tag: 'html' | 'raw' | 'custom-raw') {
  return function AuthoredBlock({ uid, attributes, content }: NodeProps) {
    return <div className={cls(tag, uid)} style={partStyles(tag, attributes)['']} dangerouslySetInnerHTML={{ __html: content ?? '' }} />;
  };
}

const BLOCKS: Record<string, (props: NodeProps) => ReactNode> = {
  text: TextBlock,
  image: ImageBlock,
  gif: GifBlock,
  button: ButtonBlock,
  divider: DividerBlock,
  spacer: SpacerBlock,
  social: SocialBlock,
  video: VideoBlock,
  form: FormBlock,
  html: authoredBlock('html'),
  raw: authoredBlock('raw'),
  'custom-raw': authoredBlock('custom-raw'),
};

function Head({ page, css }: { page: PageDefinition | PageMeta; css: string }) {
  const meta = page.metadata ?? {};
  const title = meta.title ?? 'Untitled page';
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      {meta.image ? <meta property="og:image" content={meta.image} /> : null}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </head>
  );
}

// ---- (a) React ----

function ReactColumn({ node, lazy }: { node: TemplateNode; lazy: boolean }) {
  return (
    <div className={cls('column', node.uid)} style={partStyles('column', node.attributes)['']}>
      {(node.children ?? []).map((child) => {
        const Block = BLOCKS[child.tagName];
        return Block ? <Block key={child.uid} {...child} lazy={lazy} /> : null;
      })}
    </div>
  );
}

function ReactSection({ node, index }: { node: TemplateNode; index: number }) {
  const a = node.attributes ?? {};
  return (
    <section className={cls('section', node.uid, a['full-width'] === true ? ' lp-section--full' : '')} id={a.anchor as string | undefined} style={partStyles('section', a)['']}>
      <div className={`lp-container lp-n-${node.uid}-c`} style={partStyles('container', node.container?.attributes)['']}>
        {(node.children ?? []).map((column) => (
          <ReactColumn key={column.uid} node={column} lazy={index > 0} />
        ))}
      </div>
    </section>
  );
}

const templateAccess: TreeAccess<TemplateNode> = { tag: (n) => n.tagName, props: (n) => n, kids: (n) => n.children ?? [] };

function ReactPage({ page }: { page: PageDefinition }) {
  const sections = page.children ?? [];
  const css = peerStylesheet(page, sections, templateAccess);
  return (
    <html lang={page.settings?.lang ?? 'en'} dir={page.settings?.dir ?? 'ltr'}>
      <Head page={page} css={css} />
      <body>
        <main className="lp-page">
          {sections.map((section, i) => (
            <ReactSection key={section.uid} node={section} index={i} />
          ))}
        </main>
      </body>
    </html>
  );
}

/** React peer: a complete document from the template, with renderToString. */
export function renderReact(page: PageDefinition): string {
  return '<!DOCTYPE html>' + renderToString(<ReactPage page={page} />);
}

// ---- (b) Puck ----

type PageMeta = Pick<PageDefinition, 'metadata' | 'settings' | 'style'>;
type SlotProps = { className?: string; style?: CSSProperties; as?: string };
type Slot = (props?: SlotProps) => ReactNode;

/** A block kind as a Puck component: the shared component is the render function itself. */
const blockComponent = (render: (props: NodeProps) => ReactNode, fields: Fields = {}): ComponentConfig => ({ fields, render: render as ComponentConfig['render'] });
const contentField: Fields = { content: { type: 'textarea' } };

/** The Puck config: one component per kind; sections and columns hold their children in slots. */
export const puckConfig: Config = {
  root: {
    fields: { sections: { type: 'slot' } },
    render: (props: Record<string, unknown>) => {
      const { sections: Sections, metadata, settings, style, puck } = props as unknown as PageMeta & { sections: Slot; puck: { metadata: { css: string } } };
      return (
        <html lang={settings?.lang ?? 'en'} dir={settings?.dir ?? 'ltr'}>
          <Head page={{ metadata, settings, style }} css={puck.metadata.css} />
          <body>
            <Sections as="main" className="lp-page" />
          </body>
        </html>
      );
    },
  },
  components: {
    section: {
      fields: { columns: { type: 'slot' } },
      render: (props) => {
        const { columns: Columns, uid, attributes, container } = props as unknown as NodeProps & { columns: Slot; container?: TemplateNode };
        const a = attributes ?? {};
        return (
          <section className={cls('section', uid, a['full-width'] === true ? ' lp-section--full' : '')} id={a.anchor as string | undefined} style={partStyles('section', a)['']}>
            <Columns className={`lp-container lp-n-${uid}-c`} style={partStyles('container', container?.attributes)['']} />
          </section>
        );
      },
    },
    column: {
      fields: { blocks: { type: 'slot' } },
      render: (props) => {
        const { blocks: Blocks, uid, attributes } = props as unknown as NodeProps & { blocks: Slot };
        return <Blocks className={cls('column', uid)} style={partStyles('column', attributes)['']} />;
      },
    },
    text: blockComponent(TextBlock, contentField),
    button: blockComponent(ButtonBlock, contentField),
    image: blockComponent(ImageBlock),
    gif: blockComponent(GifBlock),
    divider: blockComponent(DividerBlock),
    spacer: blockComponent(SpacerBlock),
    social: blockComponent(SocialBlock),
    video: blockComponent(VideoBlock),
    form: blockComponent(FormBlock),
    html: blockComponent(BLOCKS.html as (props: NodeProps) => ReactNode, contentField),
    raw: blockComponent(BLOCKS.raw as (props: NodeProps) => ReactNode, contentField),
    'custom-raw': blockComponent(BLOCKS['custom-raw'] as (props: NodeProps) => ReactNode, contentField),
  },
};

/** The page as Puck data (done once, as an editor would store it): nodes become component data, children slots. */
export function toPuckData(page: PageDefinition): Data {
  const convert = (node: TemplateNode, lazy: boolean): ComponentData => {
    const { tagName, children, ...rest } = node;
    const props: Record<string, unknown> = { id: node.uid, ...rest };
    if (tagName === 'section') props.columns = (children ?? []).map((column) => convert(column, lazy));
    else if (tagName === 'column') props.blocks = (children ?? []).map((block) => convert(block, lazy));
    else if (tagName === 'image' || tagName === 'gif' || tagName === 'video') props.lazy = lazy;
    return { type: tagName, props: props as ComponentData['props'] };
  };
  const sections = (page.children ?? []).map((section, i) => convert(section, i > 0));
  return { root: { props: { title: page.metadata?.title ?? '', metadata: page.metadata, settings: page.settings, style: page.style, sections } }, content: [] } as Data;
}

const puckAccess: TreeAccess<ComponentData> = {
  tag: (item) => item.type as string,
  props: (item) => item.props as NodeProps,
  kids: (item) => ((item.props as { columns?: ComponentData[]; blocks?: ComponentData[] }).columns ?? (item.props as { blocks?: ComponentData[] }).blocks ?? []),
};

/** Puck peer: the stylesheet from the data, then `<Render>` to a string. */
export function renderPuck(data: Data, config: Config = puckConfig): string {
  const rootProps = (data.root as { props: PageMeta & { sections: ComponentData[] } }).props;
  const css = peerStylesheet(rootProps, rootProps.sections, puckAccess);
  return '<!DOCTYPE html>' + renderToString(<Render config={config} data={data} metadata={{ css }} />);
}

/**
 * The peers' components, one per kind, shared by the React and the Puck peer: the same elements
 * and classes as ours, content emitted as given (dangerouslySetInnerHTML), desktop styles inline.
 */
import type { ReactNode } from 'react';
import type { PageDefinition } from '../../renderer/model/node.ts';
import { PLAY_PATH, SOCIAL_ICONS, youtubeThumbnail, type FormField, type SocialNetwork } from '../floor.ts';
import { partStyles, type Attrs, type PartStyles } from './inline-styles.ts';

/** What every node component receives: the node's fields (React: spread from the template node; Puck: its props). */
export interface NodeProps {
  readonly uid?: string;
  readonly attributes?: Attrs;
  readonly mdAttributes?: Attrs;
  readonly smAttributes?: Attrs;
  readonly xsAttributes?: Attrs;
  readonly content?: string;
  /** Below the first section: images load lazily. */
  readonly lazy?: boolean;
}

/** The page fields the document head reads (Puck: the root's props). */
export type PageMeta = Pick<PageDefinition, 'metadata' | 'settings' | 'style'>;

/** A node's classes: its kind's and its own (the selector of its rules), plus `extra`. */
export const cls = (tag: string, uid: string | undefined, extra = '') => `lp-${tag} lp-n-${uid}${extra}`;

export function TextBlock({ uid, attributes, content }: NodeProps) {
  return (
    <div
      className={cls('text', uid)}
      style={partStyles('text', attributes)['']}
      dangerouslySetInnerHTML={{ __html: content ?? '' }}
    />
  );
}

export function ButtonBlock({ uid, attributes, content }: NodeProps) {
  const s = partStyles('button', attributes);
  const blank = attributes?.target === '_blank' && attributes.href !== undefined;
  return (
    <div className={cls('button', uid)} style={s['']}>
      <a
        className="lp-button-link"
        href={attributes?.href}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener' : undefined}
        style={s.link}
        dangerouslySetInnerHTML={{ __html: content ?? '' }}
      />
    </div>
  );
}

function pictureBlock(tag: 'image' | 'gif') {
  return function PictureBlock({ uid, attributes, lazy }: NodeProps) {
    const s = partStyles(tag, attributes);
    const a = attributes ?? {};
    if (a.src === undefined) return <div className={cls(tag, uid)} style={s['']} />;
    const img = (
      <img
        className="lp-img"
        src={a.src}
        alt={a.alt ?? ''}
        width={a['image-width']}
        height={a['image-height']}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        style={s.img}
      />
    );
    return (
      <div className={cls(tag, uid)} style={s['']}>
        {a.href === undefined ? (
          img
        ) : (
          <a
            href={a.href}
            target={a.target === '_blank' ? '_blank' : undefined}
            rel={a.target === '_blank' ? 'noopener' : undefined}
          >
            {img}
          </a>
        )}
      </div>
    );
  };
}
export const ImageBlock = pictureBlock('image');
export const GifBlock = pictureBlock('gif');

export function DividerBlock({ uid, attributes }: NodeProps) {
  const s = partStyles('divider', attributes);
  return (
    <div className={cls('divider', uid)} style={s['']}>
      <hr className="lp-divider-line" style={s.line} />
    </div>
  );
}

export function SpacerBlock({ uid, attributes }: NodeProps) {
  return <div className={cls('spacer', uid)} aria-hidden="true" style={partStyles('spacer', attributes)['']} />;
}

export function SocialBlock({ uid, attributes }: NodeProps) {
  const s = partStyles('social', attributes);
  const style = (attributes?.['icon-style'] as string | undefined) ?? 'brand';
  const links = (attributes?.links ?? []) as { network: SocialNetwork; href: string; label?: string }[];
  return (
    <div className={cls('social', uid)} style={s['']}>
      <ul
        className={`lp-social-list lp-social--${style} lp-social--${attributes?.['icon-shape'] ?? 'circle'}`}
        style={s.list}
      >
        {links.map((link, i) => (
          <li key={i}>
            <a
              className={`lp-social-icon lp-social-${link.network}`}
              href={link.href}
              aria-label={link.label || SOCIAL_ICONS[link.network].label}
              target="_blank"
              rel="noopener"
              style={s.icon}
            >
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

export function VideoBlock({ uid, attributes, lazy }: NodeProps) {
  const s = partStyles('video', attributes);
  const a = attributes ?? {};
  const url = (a.url as string | undefined) ?? '';
  const thumb = (a.thumbnail as string | undefined) ?? youtubeThumbnail(url);
  return (
    <div className={cls('video', uid)} style={s['']}>
      <a
        className="lp-video-link"
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={a.alt ?? 'Play video'}
        style={s.link}
      >
        {thumb ? (
          <img
            className="lp-video-thumb"
            src={thumb}
            alt=""
            width={a.thumbnail ? undefined : 480}
            height={a.thumbnail ? undefined : 360}
            loading={lazy ? 'lazy' : undefined}
            decoding="async"
          />
        ) : (
          <span className="lp-video-placeholder" />
        )}
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
  const labelEl =
    label === '' ? null : (
      <label className="lp-form-label" htmlFor={id} style={s.label}>
        {label}
        {f.required ? (
          <span className="lp-form-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
    );
  switch (f.type) {
    case 'hidden':
      return <input type="hidden" name={f.name} value={f.value ?? ''} />;
    case 'checkbox':
      return (
        <div className="lp-form-field lp-form-check">
          <input
            className="lp-form-checkbox"
            type="checkbox"
            id={id}
            name={f.name}
            value={f.value || 'yes'}
            required={f.required}
            aria-label={aria}
          />
          {labelEl}
        </div>
      );
    case 'textarea':
      return (
        <div className="lp-form-field">
          {labelEl}
          <textarea
            className="lp-form-input"
            id={id}
            name={f.name}
            placeholder={f.placeholder}
            required={f.required}
            rows={4}
            aria-label={aria}
            style={input}
          />
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
          <input
            className="lp-form-input"
            type={f.type}
            id={id}
            name={f.name}
            placeholder={f.placeholder}
            required={f.required}
            autoComplete={f.type === 'email' || f.type === 'tel' ? f.type : undefined}
            aria-label={aria}
            style={input}
          />
        </div>
      );
  }
}

export function FormBlock({ uid, attributes }: NodeProps) {
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
    return (
      <div
        className={cls(tag, uid)}
        style={partStyles(tag, attributes)['']}
        dangerouslySetInnerHTML={{ __html: content ?? '' }}
      />
    );
  };
}

export const BLOCKS: Record<string, (props: NodeProps) => ReactNode> = {
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

export function Head({ page, css }: { page: PageDefinition | PageMeta; css: string }) {
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

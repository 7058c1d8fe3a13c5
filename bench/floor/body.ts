/**
 * The floor's markup: sections, columns and blocks as plain template strings, with the same
 * elements and classes per node as ours. Each node's CSS is collected on the way (css.ts).
 */
import type { TemplateNode } from '../../renderer/model/node.ts';
import { PLAY_PATH, SOCIAL_ICONS, SOCIAL_STYLES, youtubeThumbnail, type SocialNetwork } from './assets.ts';
import { idOf, nodeCss, type State } from './css.ts';
import { esc } from './escape.ts';

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
      const href =
        a.href === undefined ? '' : ` href="${esc(a.href)}"${blank ? ' target="_blank" rel="noopener"' : ''}`;
      return `${open}<a class="lp-button-link"${href}>${node.content ?? ''}</a></div>`;
    }
    case 'image':
    case 'gif': {
      if (a.src === undefined) return `${open}</div>`;
      const size =
        (a['image-width'] !== undefined ? ` width="${a['image-width']}"` : '') +
        (a['image-height'] !== undefined ? ` height="${a['image-height']}"` : '');
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
        if (!st.extraBase.has(key))
          st.extraBase.set(
            key,
            `.lp-social--${style} .lp-social-${link.network} { ${SOCIAL_STYLES[style]?.(icon.color)} }`,
          );
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
      for (const [i, field] of ((a.fields ?? []) as FormField[]).entries())
        fields += formField(field, `lp-f-${id}-${i}`);
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
  const labelHtml =
    label === ''
      ? ''
      : `<label class="lp-form-label" for="${id}">${esc(label)}${req ? '<span class="lp-form-required" aria-hidden="true"> *</span>' : ''}</label>`;
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

/** A section, its container and columns and their blocks; `index` 0 is the first section (images not lazy). */
export function section(node: TemplateNode, index: number, st: State): string {
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
    columns.push(
      blocks.length === 0
        ? `<div class="lp-column lp-n-${columnId}"></div>`
        : `<div class="lp-column lp-n-${columnId}">\n${blocks.join('\n')}\n</div>`,
    );
  }
  const containerId = `${id}-c`;
  nodeCss('container', containerId, node.container ?? { tagName: 'container' }, st);
  const classes = a['full-width'] === true ? ' lp-section--full' : '';
  const anchor = a.anchor !== undefined ? ` id="${esc(a.anchor)}"` : '';
  return `<section class="lp-section lp-n-${id}${classes}"${anchor}>\n<div class="lp-container lp-n-${containerId}">\n${columns.join('\n')}\n</div>\n</section>`;
}

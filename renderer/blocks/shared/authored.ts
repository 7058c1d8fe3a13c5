/**
 * Rendering of authored markup (html, raw and custom-raw blocks).
 *
 * Publish: the markup as authored, contained so that it cannot break the page around it
 * (sanitize/authored-html.ts). Edit: the markup inside a sandboxed frame (`sandbox` without
 * `allow-scripts`), so none of its scripts, handlers or javascript: links can run in the editor's
 * document; `allow-same-origin` only lets the editor measure the frame to size it.
 */
import { attrs, html, unsafeHtml, type SafeHtml } from '../../html/html.ts';
import type { RenderInput } from '../define.ts';

export const authoredEditCss = (kindClass: string) =>
  `.${kindClass} .lp-frame { display: block; width: 100%; min-height: 48px; height: 150px; border: 0; pointer-events: none; }`;

export function renderAuthored(
  input: RenderInput<{ readonly align?: string; readonly hidden: boolean }>,
  what: string,
): SafeHtml {
  const { node, ctx, root } = input;
  const content = node.content ?? '';
  if (ctx.mode === 'edit') {
    // The frame's document does not inherit the block's alignment as the page does; give it the
    // same (a value of the align attribute's enum), so the canvas shows what the page will.
    const align = input.values.align;
    const alignment =
      typeof align === 'string' && /^(left|center|right)$/.test(align) ? ` style="text-align: ${align}"` : '';
    const srcdoc = `<!DOCTYPE html><html><head><meta charset="utf-8">${ctx.isolatedHead}</head><body${alignment}>${content}</body></html>`;
    const frame = html`<iframe${attrs({ class: 'lp-frame', sandbox: 'allow-same-origin', srcdoc, title: `${what} (scripts run on the published page only)`, loading: 'lazy' })}></iframe>`;
    return html`<div${root}>${frame}</div>`;
  }
  // renderPage hands publish mode its containment (edit mode never gets here).
  if (ctx.containHtml === undefined) throw new Error('Publish rendering needs containHtml (renderPage provides it).');
  const contained = ctx.containHtml(content);
  if (contained.outcome === 'repaired') {
    ctx.warnings.add({
      type: 'html_repaired',
      uid: node.uid,
      attribute: 'content',
      message: `The ${what} left elements open or closed elements it did not open; it was repaired so that it cannot change the blocks around it.`,
    });
  } else if (contained.outcome === 'dropped') {
    ctx.warnings.add({
      type: 'html_dropped',
      uid: node.uid,
      attribute: 'content',
      message: `The ${what} would swallow the rest of the page and could not be repaired; it was left out.`,
    });
  }
  // Authored markup, emitted as authored on the published page (contained, see above).
  return html`<div${root}>${unsafeHtml(contained.html)}</div>`;
}

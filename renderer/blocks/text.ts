/** A text block: rich text (paragraphs, headings, lists, links, inline formatting). */
import { html } from '../html/html.ts';
import { sanitizedContent } from './shared/checked.ts';
import { defineKind } from './define.ts';
import { backgroundColor, padding, textColor, typography } from './shared/common.ts';
import { attr } from '../attributes/spec.ts';

export const text = defineKind({
  tagName: 'text',
  label: 'Text',
  role: 'block',
  description:
    'Rich text. `content` is HTML, sanitized to paragraphs, headings, lists, block quotes, links and inline formatting; typography attributes apply to the whole block and headings keep their global `style`.',
  content: 'rich',
  attributes: {
    ...typography(),
    color: textColor(),
    'text-align': attr.choice(['left', 'center', 'right', 'justify'], {
      label: 'Text alignment',
      group: 'typography',
      css: 'text-align',
    }),
    'background-color': backgroundColor(),
    padding: padding('8px 0'),
  },
  base: { root: [['overflow-wrap', 'break-word']] },
  baseCss: '.lp-text > :first-child { margin-top: 0; }\n.lp-text > :last-child { margin-bottom: 0; }',
  editCss: '.lp-text:empty { min-height: 1.5em; }',
  render: (input) => {
    const content = sanitizedContent(
      input,
      'rich',
      'A link in this text has a URL scheme that is not allowed; the link was removed and its text kept.',
    );
    // In edit mode the element that holds the content is marked for the canvas's inline editing.
    return html`<div${input.ctx.mode === 'edit' ? input.rootWith(undefined, { 'data-lp-content': true }) : input.root}>${content}</div>`;
  },
});

/** A text block: rich text (paragraphs, headings, lists, links, inline formatting). */
import { html } from '../html/html.ts';
import { sanitizedContent } from './shared/checked.ts';
import { pageWith, text as textNode } from '../testing/builders.ts';
import { defineKind } from './define.ts';
import { backgroundColor, padding, textColor, typography } from './shared/common.ts';
import { attr } from '../attributes/spec.ts';

export const text = defineKind({
  tagName: 'text',
  label: 'Text',
  role: 'block',
  description:
    'Rich text. `content` is HTML, sanitized to paragraphs, headings, lists, block quotes, links and inline formatting; typography attributes apply to the whole block and headings keep their global `style`.',
  icon: 'M5 6V4h14v2M12 4v16M9 20h6',
  starter: { content: '<p>Write something people want to read.</p>' },
  example: () =>
    pageWith(
      textNode(
        '<h2>Heading</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://example.com" target="_blank">linked</a> text.</p><ul><li>One</li><li>Two</li></ul>',
        {
          uid: 'copy',
          attributes: {
            'font-family': "'Inter', sans-serif",
            'font-size': '18px',
            'line-height': '1.6',
            color: '#334155',
            'text-align': 'center',
            padding: '16px 0',
          },
          xsAttributes: { 'font-size': '16px', 'text-align': 'left' },
        },
      ),
    ),
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

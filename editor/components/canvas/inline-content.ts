/**
 * What inline editing stores, in one place: the rich-text engine's markup through the renderer's
 * own sanitizer (renderer/sanitize/rich-text.ts, the one every render and so every save applies),
 * for the policy of the node's kind (`rich` for text, `inline` for a button's label). The engine's
 * schemas are made from the same policies (editor/rich-text/schema.ts), so the sanitizer changes
 * nothing of what they write; it runs anyway, so nothing else can ever be stored.
 */
import { registry, type TemplateNode } from '../../../renderer/index.ts';
import { sanitizeContent, type ContentPolicy } from '../../../renderer/sanitize/rich-text.ts';

/** The sanitizer policy for a node's inline content, or undefined when its kind has none (authored HTML, images...). */
export function inlinePolicy(node: TemplateNode): ContentPolicy | undefined {
  const content = registry.get(node.tagName)?.content;
  return content === 'rich' || content === 'inline' ? content : undefined;
}

/** Markup as the document stores it: sanitized for `policy`. */
export function storedContent(html: string, policy: ContentPolicy): string {
  return sanitizeContent(html, policy).html;
}

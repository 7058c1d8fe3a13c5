/**
 * What a node of the canvas frame draws, as one box: the node toolbar, put on the node when every
 * place around it hides another one, covers as little of that as it can (toolbar-place.ts). A
 * block's box is as wide as its column; a left-aligned button in it draws a fraction of that.
 */
import type { Box } from './canvas-selection.ts';
import { nodeBox } from './drawn-nodes.ts';

/** The most boxes `drawnContent` reads: past them, a wrapper not yet looked into counts whole. */
const CONTENT_READS = 24;

/** What draws its whole box whatever its children: media, fields, lines. */
const WHOLE = 'img, picture, video, audio, iframe, object, embed, svg, canvas, input, select, textarea, button, hr';

/**
 * What the node `element` draws: the union of its descendants' boxes, in the frame's viewport px
 * (undefined: nothing). A wrapper as wide as what holds it (a form, its fields, a column's
 * paragraph) draws nothing beside its content, so it is looked into (and counts whole when
 * nothing inside it draws), and the text right inside one counts by its lines (a short
 * left-aligned label is as wide as its words, not its column); anything else counts whole: a link
 * drawn as a button, an image, a field, a nested node. At most CONTENT_READS boxes are read: past
 * them, the wrapper being looked into counts whole.
 */
export function drawnContent(element: Element): Box | undefined {
  let reads = 0;
  const union = { top: Infinity, left: Infinity, right: -Infinity, bottom: -Infinity };
  let added = 0;
  const add = (rect: DOMRect) => {
    if (rect.width <= 0 || rect.height <= 0) return;
    added++;
    union.top = Math.min(union.top, rect.top);
    union.left = Math.min(union.left, rect.left);
    union.right = Math.max(union.right, rect.right);
    union.bottom = Math.max(union.bottom, rect.bottom);
  };
  const read = (target: Element | Range) => {
    reads++;
    return target.getBoundingClientRect();
  };
  /** A wrapper as wide as what holds it: its own text by its lines, else what its children draw. */
  const within = (wrapper: Element, rect: DOMRect) => {
    if (ownText(wrapper)) {
      const range = wrapper.ownerDocument.createRange();
      range.selectNodeContents(wrapper);
      add(read(range));
      return;
    }
    for (const child of wrapper.children) {
      if (reads >= CONTENT_READS) {
        add(rect);
        return;
      }
      const inner = read(child);
      // No box: `display: contents` draws its children; a hidden input, nothing.
      if (inner.width === 0 && inner.height === 0) within(child, rect);
      else if (child.hasAttribute('data-lp-uid') || inner.width < rect.width - 1 || child.matches(WHOLE)) add(inner);
      else {
        // A wrapper whose inside draws nothing draws itself (a background, a placeholder).
        const before = added;
        within(child, inner);
        if (added === before) add(inner);
      }
    }
  };
  reads++;
  within(element, nodeBox(element));
  if (union.right <= union.left) return undefined;
  return { top: union.top, left: union.left, width: union.right - union.left, height: union.bottom - union.top };
}

/** Whether `element` holds text of its own (not only inside its child elements). */
function ownText(element: Element): boolean {
  for (const node of element.childNodes) if (node.nodeType === 3 && node.textContent?.trim()) return true;
  return false;
}

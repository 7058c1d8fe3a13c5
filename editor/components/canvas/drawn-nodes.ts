/**
 * Which node the canvas frame draws at a point, answered from boxes instead of hit tests. The node
 * toolbar's placement asks at up to a few hundred points (toolbar-hits.ts), and `elementFromPoint`
 * runs over the whole page's layout: a tenth of a millisecond or more each on a 2,000-block page,
 * 10 to 27 ms per selection in bench/editor, in the frame that shows it. Here one placement reads
 * the boxes of the page's sections (the children of its `<main>`, stacked in order) and of the
 * nodes inside those that cross the band asked about: a few dozen `getBoundingClientRect` calls
 * on a layout that is clean after the first.
 *
 * It answers as the hit test did for the page's nodes in normal flow: of the nodes whose box holds
 * the point, the last in document order (a node's children come after it, and a later sibling is
 * drawn over an earlier one); nothing outside the frame's viewport. A node drawn as
 * `display: contents` (raw HTML) is measured by its first element, as the selection's box is.
 * drawn-nodes.browser.test.ts compares it with `elementFromPoint` across real pages.
 */

/** A node's element and its box, in the frame's viewport coordinates. */
interface Drawn {
  readonly element: Element;
  readonly rect: DOMRect;
}

const NODE = '[data-lp-uid]';

/**
 * The box a node's element draws, in its document's viewport: its own, or for a node drawn as
 * `display: contents` (raw HTML), which has none, its first element's. The selection's frame, the
 * toolbar's content box and the placement's hit answers all measure a node this way.
 */
export function nodeBox(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0 && element.firstElementChild !== null)
    return element.firstElementChild.getBoundingClientRect();
  return rect;
}

/** The page's nodes drawn across a horizontal band of the frame, to ask which is under a point. */
export class DrawnNodes {
  readonly #nodes: Drawn[] = [];
  readonly #width: number;
  readonly #height: number;

  /**
   * The nodes of the page `inside` belongs to (any node element of it) crossing the band from
   * `top` to `bottom` (frame viewport px).
   */
  constructor(inside: Element, top: number, bottom: number) {
    const win = inside.ownerDocument.defaultView;
    this.#width = win?.innerWidth ?? 0;
    this.#height = win?.innerHeight ?? 0;
    let section = inside;
    for (let up = section.parentElement?.closest(NODE); up != null; up = up.parentElement?.closest(NODE)) section = up;
    // Only the part of the band in view: nothing outside the viewport is answered for.
    const from = Math.max(top, 0);
    const to = Math.min(bottom, this.#height);
    const crosses = (rect: DOMRect) => rect.bottom > from && rect.top < to && rect.width > 0 && rect.height > 0;
    for (const child of section.parentElement?.children ?? [section]) {
      if (!child.matches(NODE)) continue;
      const rect = nodeBox(child);
      if (!crosses(rect)) continue;
      this.#nodes.push({ element: child, rect });
      for (const element of child.querySelectorAll(NODE)) {
        const inner = nodeBox(element);
        if (crosses(inner)) this.#nodes.push({ element, rect: inner });
      }
    }
  }

  /** The innermost node drawn at (x, y), in the frame's viewport px; undefined outside the viewport or the page's nodes. */
  at(x: number, y: number): Element | undefined {
    if (x < 0 || y < 0 || x >= this.#width || y >= this.#height) return undefined;
    for (let i = this.#nodes.length - 1; i >= 0; i--) {
      const { element, rect } = this.#nodes[i]!;
      if (x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom) return element;
    }
    return undefined;
  }
}

/**
 * Where a dragged node would land for a point in the canvas frame: the innermost node under the
 * point whose kind holds the dragged kind (registry.holds), the gap among its children nearest
 * the point, and the indicator that shows it (a line between siblings, an outline on an empty
 * container). The store's dry run has the last word (`allowed`): a gap where the node already
 * is, or a target the store refuses, shows nothing and accepts nothing, so what the indicator
 * promises is exactly what the drop does.
 *
 * Coordinates are the frame's own (its client coordinates, before the canvas scales it).
 */
import { registry, type PageDefinition, type TemplateNode } from '../../../renderer/index.ts';
import { locate } from '../../store/tree.ts';

/** A rectangle in the frame's client coordinates. */
export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** What the canvas draws for a target. */
export type Indicator =
  | { readonly type: 'line'; readonly rect: Rect; readonly vertical: boolean }
  | { readonly type: 'outline'; readonly rect: Rect };

export interface DropTarget {
  /** The node that receives the dragged one; null for the page. */
  readonly parentUid: string | null;
  /** The gap among its children, counted before the move (moveNodeTo's index). */
  readonly index: number;
  readonly indicator: Indicator;
}

/** What is dragged, as the target search needs it. */
export interface Dragged {
  readonly tagName: string;
  /** The node's uid when an existing node moves (it and its subtree are never targets). */
  readonly uid?: string;
}

/** The indicator line's thickness (frame pixels, before scaling). */
const LINE = 4;

/**
 * The drop target at (x, y) of the frame for `dragged`, or undefined where nothing holds it.
 * `allowed` is the store's dry run of the drop (insert or move) at a parent and gap.
 */
export function dropTargetAt(
  frame: Document,
  x: number,
  y: number,
  doc: PageDefinition,
  dragged: Dragged,
  allowed: (parentUid: string | null, index: number) => boolean,
): DropTarget | undefined {
  for (const candidate of candidates(frame, x, y, dragged)) {
    const parent = candidate === null ? doc : locate<TemplateNode>(doc, candidate)?.node;
    if (parent === undefined || !registry.holds(parent.tagName, dragged.tagName)) continue;
    const target = gapIn(frame, parent, candidate, x, y);
    if (target === undefined) continue;
    // The innermost holder decides: a refused gap there shows nothing rather than jumping outwards.
    return allowed(target.parentUid, target.index) ? target : undefined;
  }
  return undefined;
}

/** The uids of the nodes under the point, innermost first, then null (the page); never the dragged node or inside it. */
function candidates(frame: Document, x: number, y: number, dragged: Dragged): (string | null)[] {
  const view = frame.defaultView;
  const width = view?.innerWidth ?? 0;
  const height = view?.innerHeight ?? 0;
  // A point past the frame's edges (auto-scroll zones, a pointer beside the page) reads as the nearest edge.
  const element = frame.elementFromPoint(clamp(x, 0, width - 1), clamp(y, 0, height - 1));
  const chain: (string | null)[] = [];
  let current = element?.closest('[data-lp-uid]') ?? null;
  while (current !== null) {
    const uid = current.getAttribute('data-lp-uid')!;
    // Everything collected so far lies inside the dragged node: not a target.
    if (uid === dragged.uid) chain.length = 0;
    else chain.push(uid);
    current = current.parentElement?.closest('[data-lp-uid]') ?? null;
  }
  chain.push(null);
  return chain;
}

/** The gap nearest the point among `parent`'s children, with its indicator. */
function gapIn(
  frame: Document,
  parent: TemplateNode,
  parentUid: string | null,
  x: number,
  y: number,
): DropTarget | undefined {
  const children = parent.children ?? [];
  const boxes: { index: number; rect: DOMRect; element: Element }[] = [];
  children.forEach((child, index) => {
    if (child.uid === undefined) return;
    const element = frame.querySelector(`[data-lp-uid="${CSS.escape(child.uid)}"]`);
    const rect = element === null ? undefined : boxOf(element);
    // Hidden children (display: none at this width) take no room: the gaps around them are one.
    if (element !== null && rect !== undefined && (rect.width > 0 || rect.height > 0))
      boxes.push({ index, rect, element });
  });
  const own =
    parentUid === null ? frame.querySelector('main') : frame.querySelector(`[data-lp-uid="${CSS.escape(parentUid)}"]`);
  if (own === null) return undefined;
  const area = boxOf(own);
  if (boxes.length === 0) {
    // An empty container: it takes the node at its end (a column or section emptied meanwhile, or the page).
    return { parentUid, index: children.length, indicator: { type: 'outline', rect: area } };
  }
  const horizontal = isRow(
    boxes.map((box) => box.rect),
    boxes[0]!.element,
  );
  const rtl = horizontal && getComputedStyle(boxes[0]!.element.parentElement ?? own).direction === 'rtl';
  // The first child whose middle lies past the point: the node goes before it.
  const after = boxes.find(({ rect }) =>
    horizontal
      ? rtl
        ? rect.left + rect.width / 2 < x
        : rect.left + rect.width / 2 > x
      : rect.top + rect.height / 2 > y,
  );
  const before = after === undefined ? boxes.at(-1) : boxes[boxes.indexOf(after) - 1];
  const index = after === undefined ? before!.index + 1 : after.index;
  return { parentUid, index, indicator: line(before?.rect, after?.rect, horizontal, rtl) };
}

/** The line between two neighbours (either may be missing at an end). */
function line(before: DOMRect | undefined, after: DOMRect | undefined, horizontal: boolean, rtl: boolean): Indicator {
  const any = (before ?? after)!;
  if (horizontal) {
    // In a right-to-left row, "before" sits on the right.
    const edgeBefore = before === undefined ? undefined : rtl ? before.left : before.right;
    const edgeAfter = after === undefined ? undefined : rtl ? after.right : after.left;
    const at =
      edgeBefore !== undefined && edgeAfter !== undefined ? (edgeBefore + edgeAfter) / 2 : (edgeBefore ?? edgeAfter!);
    const top = Math.min(before?.top ?? any.top, after?.top ?? any.top);
    const bottom = Math.max(before?.bottom ?? any.bottom, after?.bottom ?? any.bottom);
    return { type: 'line', vertical: true, rect: { left: at - LINE / 2, top, width: LINE, height: bottom - top } };
  }
  const at =
    before !== undefined && after !== undefined ? (before.bottom + after.top) / 2 : (before?.bottom ?? after!.top);
  const left = Math.min(before?.left ?? any.left, after?.left ?? any.left);
  const right = Math.max(before?.right ?? any.right, after?.right ?? any.right);
  return { type: 'line', vertical: false, rect: { top: at - LINE / 2, left, width: right - left, height: LINE } };
}

/**
 * Whether the children sit side by side: two that share a line, or a lone child narrower than
 * its row that lays out as a row (a column of a section). Stacked columns (a phone) read as a stack.
 */
function isRow(rects: readonly DOMRect[], first: Element): boolean {
  for (let i = 1; i < rects.length; i++) {
    const [a, b] = [rects[i - 1]!, rects[i]!];
    if (b.top < a.bottom - 1 && a.top < b.bottom - 1) return true;
  }
  if (rects.length > 1) return false;
  const row = first.parentElement;
  if (row === null) return false;
  const style = getComputedStyle(row);
  return (
    style.display.includes('flex') && style.flexDirection.startsWith('row') && rects[0]!.width < row.clientWidth * 0.95
  );
}

/** An element's box; nodes drawn as `display: contents` (raw HTML) use their content's. */
function boxOf(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0 && element.firstElementChild)
    return element.firstElementChild.getBoundingClientRect();
  return rect;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

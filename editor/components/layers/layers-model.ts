/**
 * The layers tree as data: the document flattened into the rows the tree shows (depth-first, the
 * children of collapsed nodes left out), each with what its row needs: depth, kind, a short label
 * or the designer's name for it, the levels it is hidden at, its lock, where it sits among its
 * siblings. Pure and DOM-free, so the tree can render only the rows in view (a flat list is what
 * virtualization slices) and the node tests can check it without a browser.
 *
 * The tree does not flatten a whole page on every change: layer-rows.ts keeps the rows and builds
 * only those of what changed (an opened node, an edited section). Labels (layer-label.ts) and
 * hidden levels are cached by node object (Immer keeps every unchanged node the same frozen
 * object), and a label is worked out only when its row is rendered.
 */
import {
  cascadedValue,
  LEVELS,
  levelInfo,
  type Level,
  type LevelSets,
  type PageDefinition,
  type TemplateNode,
} from '../../../renderer/index.ts';
import { pathTo } from '../../store/tree.ts';
import { layerLabel } from './layer-label.ts';

/** One visible row of the tree. */
export interface LayerRow {
  readonly uid: string;
  readonly tagName: string;
  /** 1 for the page's children (aria-level). */
  readonly depth: number;
  /** The first words of its text, its image's alt, else empty (the row then shows the kind's name only); worked out when first read. */
  readonly label: string;
  /** The designer's name for it (its `layer-name`), shown instead of the kind and label; empty when it has none. */
  readonly name: string;
  /** The levels at which the node itself is hidden (the cascade applied), widest first. */
  readonly hiddenAt: readonly Level[];
  /** Hidden at the level shown: the row is dimmed and says on which device. */
  readonly hiddenHere: boolean;
  /** An ancestor is hidden at the level shown: dimmed, without a badge of its own. */
  readonly insideHidden: boolean;
  readonly locked: boolean;
  readonly childCount: number;
  /** Shown open (only meaningful with children). */
  readonly expanded: boolean;
  readonly parentUid: string | null;
  readonly parentTag: string;
  /** The parent's row index, or -1 for the page's children. */
  readonly parentRow: number;
  /** Its index among its siblings (aria-posinset - 1). */
  readonly index: number;
  /** How many siblings it has, itself included (aria-setsize). */
  readonly setSize: number;
}

/** A node opens by default when its subtree is at most this many nodes: small sections open, huge ones stay closed. */
export const OPEN_BY_DEFAULT_LIMIT = 60;

/** What flattening needs besides the document. */
export interface FlattenOptions {
  /** The level the canvas shows (the device's). */
  readonly level: Level;
  /** The user's own open (true) or closed (false) choices by uid; other nodes follow `openByDefault`. */
  readonly expanded: ReadonlyMap<string, boolean>;
}

const descendantCounts = new WeakMap<TemplateNode, number>();

/** How many nodes are below `node` (cached per frozen node). */
export function descendantCount(node: TemplateNode): number {
  if (node.children === undefined || node.children.length === 0) return 0;
  let count = descendantCounts.get(node);
  if (count !== undefined) return count;
  count = 0;
  for (const child of node.children ?? []) count += 1 + descendantCount(child);
  if (Object.isFrozen(node)) descendantCounts.set(node, count);
  return count;
}

/** Whether a node with children is shown open before anyone opens or closes it. */
export function openByDefault(node: TemplateNode): boolean {
  return descendantCount(node) <= OPEN_BY_DEFAULT_LIMIT;
}

/** Whether the row of `node` is open, given the user's choices. */
export function isExpanded(node: TemplateNode, expanded: ReadonlyMap<string, boolean>): boolean {
  if ((node.children?.length ?? 0) === 0) return false;
  return (node.uid !== undefined ? expanded.get(node.uid) : undefined) ?? openByDefault(node);
}

/**
 * A row: a class, so that its label is a getter of the prototype (read only for the rows rendered).
 * Its place among the rows (`position`), whether it is open and, for a page child, its place among
 * its siblings change as rows open and close and sections come and go (layer-rows.ts updates them
 * in place), so its parent's row index is read through the parent's row, never stored.
 */
export class Row implements LayerRow {
  readonly uid: string;
  readonly tagName: string;
  readonly depth: number;
  readonly childCount: number;
  expanded: boolean;
  readonly parentUid: string | null;
  readonly parentTag: string;
  /** Its place among its siblings: a page child's moves when sections before it come and go. */
  index: number;
  setSize: number;
  /** Its index among the rows it belongs to. */
  position = -1;

  constructor(
    /** The node it shows (a frozen node of the document the rows were built from). */
    readonly node: TemplateNode,
    parentNode: TemplateNode,
    /** The parent's row; undefined for the page's children. */
    readonly parent: Row | undefined,
    index: number,
    setSize: number,
    options: FlattenOptions,
  ) {
    this.uid = node.uid!;
    this.tagName = node.tagName;
    this.depth = parent === undefined ? 1 : parent.depth + 1;
    this.level = options.level;
    this.childCount = node.children?.length ?? 0;
    this.expanded = isExpanded(node, options.expanded);
    this.parentUid = parent?.uid ?? null;
    this.parentTag = parentNode.tagName;
    this.index = index;
    this.setSize = setSize;
  }

  /** The level shown: what `hiddenHere` is read at. */
  private readonly level: Level;

  // What only a rendered row reads is worked out when read: a page's first walk builds thousands.
  get hiddenAt(): readonly Level[] {
    return hiddenLevels(this.node);
  }

  get hiddenHere(): boolean {
    return this.hiddenAt.includes(this.level);
  }

  get insideHidden(): boolean {
    return this.parent !== undefined && (this.parent.insideHidden || this.parent.hiddenHere);
  }

  get locked(): boolean {
    return this.node.attributes?.locked === true;
  }

  get parentRow(): number {
    return this.parent?.position ?? -1;
  }

  get label(): string {
    return layerLabel(this.node);
  }

  get name(): string {
    return layerName(this.node);
  }
}

interface Frame {
  readonly children: readonly TemplateNode[];
  readonly parentNode: TemplateNode;
  readonly parent: Row;
  next: number;
}

/**
 * Appends to `rows` the row of `node` (child `index` of `setSize` of `parentNode`, whose row is
 * `parent`) and the rows of its open descendants, in reading order, each with its position in
 * `rows`. Nothing for a node without a uid. Iterative: a deep page never overflows the stack.
 */
export function appendSubtree(
  rows: Row[],
  node: TemplateNode,
  parentNode: TemplateNode,
  parent: Row | undefined,
  index: number,
  setSize: number,
  options: FlattenOptions,
): void {
  if (node.uid === undefined) return;
  const top = new Row(node, parentNode, parent, index, setSize, options);
  top.position = rows.push(top) - 1;
  if (top.expanded) appendChildren(rows, top, options);
}

/** Appends the rows below the open row `row` (its children and their open descendants). */
export function appendChildren(rows: Row[], row: Row, options: FlattenOptions): void {
  const stack: Frame[] = [{ children: row.node.children ?? [], parentNode: row.node, parent: row, next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.children.length) {
      stack.pop();
      continue;
    }
    const index = frame.next++;
    const node = frame.children[index]!;
    if (node.uid === undefined) continue;
    const child = new Row(node, frame.parentNode, frame.parent, index, frame.children.length, options);
    child.position = rows.push(child) - 1;
    if (child.expanded) stack.push({ children: node.children!, parentNode: node, parent: child, next: 0 });
  }
}

/** The visible rows of `doc`, in reading order. */
export function flattenLayers(doc: PageDefinition, options: FlattenOptions): Row[] {
  const rows: Row[] = [];
  const children = doc.children ?? [];
  for (let index = 0; index < children.length; index++)
    appendSubtree(rows, children[index]!, doc, undefined, index, children.length, options);
  return rows;
}

const hiddenCache = new WeakMap<TemplateNode, readonly Level[]>();
const NEVER_HIDDEN: readonly Level[] = Object.freeze([]);

/** The levels at which `node` is hidden: the cascade of its own `hidden` values (a wider level's value holds until a narrower one says otherwise). */
export function hiddenLevels(node: TemplateNode): readonly Level[] {
  const cached = hiddenCache.get(node);
  if (cached !== undefined) return cached;
  // Most nodes never say `hidden` at any level: the cascade is walked only for those that do.
  if (!LEVELS.some((level) => node[level.key]?.hidden !== undefined)) return NEVER_HIDDEN;
  const levels = LEVELS.filter((level) => cascadedValue(node, 'hidden', level.name)?.value === true).map(
    (level) => level.name,
  );
  const result = levels.length === 0 ? NEVER_HIDDEN : Object.freeze(levels);
  if (Object.isFrozen(node)) hiddenCache.set(node, result);
  return result;
}

/**
 * What `hidden` to write at `level` to show a node hidden there: undefined (clear it) when this
 * level's own value hides it and the wider levels would not, else false (it overrides a wider
 * level's `hidden`). Null when the node is not hidden at `level`.
 */
export function revealValue(node: TemplateNode, level: Level): false | undefined | null {
  const current = cascadedValue(node, 'hidden', level);
  if (current?.value !== true) return null;
  if (current.from !== level) return false;
  // The cascade as it would read with this level's own value cleared.
  const key = levelInfo(level).key;
  const { hidden: _cleared, ...others } = node[key] ?? {};
  const without: LevelSets = { ...pickLevelSets(node), [key]: others };
  return cascadedValue(without, 'hidden', level)?.value === true ? false : undefined;
}

function pickLevelSets(node: TemplateNode): LevelSets {
  return {
    attributes: node.attributes,
    mdAttributes: node.mdAttributes,
    smAttributes: node.smAttributes,
    xsAttributes: node.xsAttributes,
  };
}

/** The attribute that holds a designer's name for a node (renderer/blocks/define.ts). */
export const LAYER_NAME = 'layer-name';

/** The designer's name for `node`, or empty (no name, or only spaces). */
export function layerName(node: TemplateNode): string {
  const name = node.attributes?.[LAYER_NAME];
  return typeof name === 'string' ? name.trim() : '';
}

/** The uids of the nodes above `uid` (page's child first); empty when it is a page's child or not found. */
export function ancestorsOf(doc: PageDefinition, uid: string): string[] {
  const path = pathTo<TemplateNode>(doc, uid);
  if (path === undefined) return [];
  const uids: string[] = [];
  let node: TemplateNode = doc;
  for (const step of path.slice(0, -1)) {
    node = node.children![step]!;
    if (node.uid !== undefined) uids.push(node.uid);
  }
  return uids;
}

/** The row index of `uid`, or -1. */
export function rowOf(rows: readonly LayerRow[], uid: string | null): number {
  return uid === null ? -1 : rows.findIndex((row) => row.uid === uid);
}

/** The last row index of the subtree starting at `row` (itself when it is closed or a leaf). */
export function subtreeEnd(rows: readonly LayerRow[], row: number): number {
  const depth = rows[row]!.depth;
  let end = row;
  while (end + 1 < rows.length && rows[end + 1]!.depth > depth) end++;
  return end;
}

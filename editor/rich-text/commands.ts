/**
 * The toolbar's and the keyboard's formatting commands over the schemas (schema.ts), and what the
 * toolbar shows as active. Each command is a ProseMirror command (state, dispatch) that does
 * nothing and returns false where it does not apply (an `inline` schema has no blocks or links).
 */
import { setBlockType, toggleMark } from 'prosemirror-commands';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { MarkType, Node as PMNode, NodeType } from 'prosemirror-model';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { normalizeStyleValue } from './css-style.ts';
import { STYLE_MARKS, type Alignment, type StyleMarkName } from './schema.ts';

/** A block the block menu offers: a paragraph or a heading level. */
export type BlockChoice = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'other';
export type ToggleMark = 'strong' | 'em' | 'underline' | 'strike';
export type ListKind = 'bullet_list' | 'ordered_list';

/** Toggles a mark on the selection (or the stored marks at the caret). */
export function toggle(name: ToggleMark): Command {
  return (state, dispatch) => {
    const type = state.schema.marks[name];
    return type !== undefined && toggleMark(type)(state, dispatch);
  };
}

/** Makes the selected text blocks paragraphs or headings, keeping their alignment and line height. */
export function setBlock(choice: Exclude<BlockChoice, 'other'>): Command {
  return (state, dispatch) => {
    const { paragraph, heading } = state.schema.nodes;
    if (paragraph === undefined || heading === undefined) return false;
    const type: NodeType = choice === 'paragraph' ? paragraph : heading;
    const parent = state.selection.$from.parent;
    const attrs = { align: parent.attrs.align ?? null, lineHeight: parent.attrs.lineHeight ?? null };
    return setBlockType(type, choice === 'paragraph' ? attrs : { ...attrs, level: Number(choice.slice(1)) })(
      state,
      dispatch,
    );
  };
}

/** Sets a block attribute (align, lineHeight) on every text block the selection touches. */
export function setBlockAttr(name: 'align' | 'lineHeight', value: Alignment | string | null): Command {
  return (state, dispatch) => {
    const { from, to } = state.selection;
    const tr = state.tr;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (node.isTextblock && name in node.attrs) tr.setNodeMarkup(pos, undefined, { ...node.attrs, [name]: value });
    });
    if (!tr.docChanged) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

/** Sets (or with null removes) a style mark (font family, size, color) on the selection, its value in the stored form. */
export function setStyle(name: StyleMarkName, given: string | null): Command {
  return (state, dispatch) => {
    const type = state.schema.marks[name];
    if (type === undefined) return false;
    const value = given === null ? null : normalizeStyleValue(STYLE_MARKS[name], given);
    const { empty, from, to, $cursor } = state.selection as TextSelection;
    if (dispatch === undefined) return true;
    if (empty || $cursor) {
      const stored = type.removeFromSet(state.storedMarks ?? state.selection.$from.marks());
      dispatch(state.tr.setStoredMarks(value === null ? stored : type.create({ value }).addToSet(stored)));
      return true;
    }
    const tr = state.tr.removeMark(from, to, type);
    if (value !== null) tr.addMark(from, to, type.create({ value }));
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** Wraps the selection in a list of `kind`, or lifts it out when it already is in one. */
export function toggleList(kind: ListKind): Command {
  return (state, dispatch) => {
    const list = state.schema.nodes[kind];
    const item = state.schema.nodes.list_item;
    if (list === undefined || item === undefined) return false;
    if (activeList(state) === kind) return liftListItem(item)(state, dispatch);
    const other = activeList(state);
    if (other !== undefined && dispatch !== undefined) {
      // A list of the other kind becomes this kind.
      const $from = state.selection.$from;
      for (let depth = $from.depth; depth > 0; depth--)
        if ($from.node(depth).type.name === other) {
          dispatch(state.tr.setNodeMarkup($from.before(depth), list));
          return true;
        }
    }
    return wrapInList(list)(state, dispatch);
  };
}

/** The range of the link at the selection's start, if there is one (the link editor is placed by it, link-place.ts). */
export function linkRange(
  state: EditorState,
): { from: number; to: number; mark: ReturnType<MarkType['create']> } | undefined {
  const type = state.schema.marks.link;
  if (type === undefined) return undefined;
  const $pos = state.selection.$from;
  const mark = type.isInSet($pos.marks()) ?? type.isInSet($pos.nodeAfter?.marks ?? []);
  if (mark === undefined) return undefined;
  // The run of text nodes carrying this very link (same attributes) that holds the caret.
  const start = $pos.start();
  const runs: { from: number; to: number }[] = [];
  $pos.parent.forEach((child, offset) => {
    if (!mark.isInSet(child.marks)) return;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.to === start + offset) last.to = start + offset + child.nodeSize;
    else runs.push({ from: start + offset, to: start + offset + child.nodeSize });
  });
  const run = runs.find((candidate) => candidate.from <= $pos.pos && $pos.pos <= candidate.to);
  return run === undefined ? undefined : { ...run, mark };
}

/** The link at the selection, as the link editor shows it. */
export function currentLink(state: EditorState): { href: string; target: string | null } | undefined {
  const range = linkRange(state);
  return range === undefined
    ? undefined
    : { href: range.mark.attrs.href as string, target: range.mark.attrs.target as string | null };
}

/**
 * Links the selection to `href` (checked by the caller); a caret inside a link changes that link,
 * a caret elsewhere inserts the URL as its own text.
 */
export function setLink(href: string, target: '_blank' | null): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.link;
    if (type === undefined) return false;
    if (dispatch === undefined) return true;
    const mark = type.create({ href, target });
    const { empty, from, to } = state.selection;
    const range = empty ? linkRange(state) : undefined;
    if (range !== undefined) {
      dispatch(state.tr.removeMark(range.from, range.to, type).addMark(range.from, range.to, mark));
    } else if (empty) {
      const tr = state.tr.insert(from, state.schema.text(href, [mark, ...state.selection.$from.marks()]));
      dispatch(tr.setSelection(TextSelection.create(tr.doc, from + href.length)));
    } else dispatch(state.tr.removeMark(from, to, type).addMark(from, to, mark));
    return true;
  };
}

/** Removes the link at the caret, or every link in the selection. */
export const unlink: Command = (state, dispatch) => {
  const type = state.schema.marks.link;
  if (type === undefined) return false;
  const range = state.selection.empty ? linkRange(state) : state.selection;
  if (range === undefined || !state.doc.rangeHasMark(range.from, range.to, type)) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, type));
  return true;
};

/** Removes every mark but links from the selection, and the text blocks' alignment and line height. */
export const clearFormatting: Command = (state, dispatch) => {
  const { from, to, empty } = state.selection;
  if (dispatch === undefined) return true;
  const tr = state.tr;
  for (const type of Object.values(state.schema.marks))
    if (type.name !== 'link' && !empty) tr.removeMark(from, to, type);
  if (empty) tr.setStoredMarks([]);
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.isTextblock && ('align' in node.attrs || 'lineHeight' in node.attrs))
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, align: null, lineHeight: null });
  });
  dispatch(tr);
  return true;
};

// ---- what is active -------------------------------------------------------------------------

/** Whether `name` applies at the selection (all of a range, or the caret's marks). */
export function markActive(state: EditorState, name: string): boolean {
  const type = state.schema.marks[name];
  if (type === undefined) return false;
  const { from, $from, to, empty } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  let all = true;
  let any = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return;
    any = true;
    if (type.isInSet(node.marks) === undefined) all = false;
  });
  return any && all;
}

/** A style mark's value at the selection's start, or null. */
export function styleValue(state: EditorState, name: StyleMarkName): string | null {
  const type = state.schema.marks[name];
  if (type === undefined) return null;
  const marks = state.storedMarks ?? state.selection.$from.marks();
  return (type.isInSet(marks)?.attrs.value as string | undefined) ?? null;
}

/** The block menu's value for the text block at the selection's start. */
export function activeBlock(state: EditorState): BlockChoice {
  const parent: PMNode = state.selection.$from.parent;
  if (parent.type.name === 'paragraph') return 'paragraph';
  if (parent.type.name === 'heading') return `h${parent.attrs.level as 1}` as BlockChoice;
  return 'other';
}

/** The text block attribute at the selection's start. */
export function blockAttr(state: EditorState, name: 'align' | 'lineHeight'): string | null {
  return (state.selection.$from.parent.attrs[name] as string | null | undefined) ?? null;
}

/** The kind of the innermost list around the selection. */
export function activeList(state: EditorState): ListKind | undefined {
  const $from = state.selection.$from;
  for (let depth = $from.depth; depth > 0; depth--) {
    const name = $from.node(depth).type.name;
    if (name === 'bullet_list' || name === 'ordered_list') return name;
  }
  return undefined;
}

/**
 * What the rich-text toolbar shows for the selection: the block type, font, size, color, which
 * marks apply, whether a link, a list and an alignment do, the line height. The toolbar renders
 * (and so measures and places itself) again only when this changes: typing a letter changes none
 * of it, and the render with its layout reads was a good part of a keystroke's script.
 */
import {
  activeBlock,
  activeList,
  blockAttr,
  currentLink,
  markActive,
  styleValue,
  type BlockChoice,
  type ListKind,
  type ToggleMark,
} from './commands.ts';
import type { RichEdit } from './rich-edit.ts';
import type { Alignment } from './schema.ts';

const TOGGLE_MARKS: readonly ToggleMark[] = ['strong', 'em', 'underline', 'strike'];

export interface ToolbarState {
  readonly block: BlockChoice;
  /** The font family at the selection ('' for the default), as stored. */
  readonly font: string;
  /** The font size ('' for the default). */
  readonly size: string;
  readonly color: string | null;
  /** Whether each mark the toolbar toggles applies. */
  readonly marks: Readonly<Record<ToggleMark, boolean>>;
  readonly link: boolean;
  readonly list: ListKind | undefined;
  readonly align: Alignment | null;
  /** The line height ('' for the default). */
  readonly lineHeight: string;
}

/** The toolbar's state for `edit`'s selection now. */
export function toolbarState(edit: RichEdit): ToolbarState {
  const state = edit.view.state;
  return {
    block: activeBlock(state),
    font: styleValue(state, 'fontFamily') ?? '',
    size: styleValue(state, 'fontSize') ?? '',
    color: styleValue(state, 'color'),
    marks: Object.fromEntries(TOGGLE_MARKS.map((mark) => [mark, markActive(state, mark)])) as ToolbarState['marks'],
    link: currentLink(state) !== undefined,
    list: activeList(state),
    align: edit.alignment(),
    lineHeight: blockAttr(state, 'lineHeight') ?? '',
  };
}

/** Whether the two states show the same. */
export function sameToolbarState(a: ToolbarState, b: ToolbarState): boolean {
  return (
    a.block === b.block &&
    a.font === b.font &&
    a.size === b.size &&
    a.color === b.color &&
    TOGGLE_MARKS.every((mark) => a.marks[mark] === b.marks[mark]) &&
    a.link === b.link &&
    a.list === b.list &&
    a.align === b.align &&
    a.lineHeight === b.lineHeight
  );
}

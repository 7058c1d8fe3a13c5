/**
 * One rich-text edit: a ProseMirror view mounted, from the editor's own document, on the content
 * element inside the canvas frame (the frame runs no script; the view's listeners are the
 * editor's). The element's stored content is parsed into the schema of its policy (schema.ts);
 * every change of the document is written out, through the renderer's sanitizer, as the content
 * to store (serialize.ts), with a word number for undo by word (word-counter.ts), after a short
 * pause in the typing (held-write.ts: the store runs a held write before anything reads it).
 * Typing, the toolbar, paste, drop and an IME all arrive as transactions here: one path.
 *
 * Undo and redo are the editor's (its store's history, a word at a time), not ProseMirror's: the
 * keys (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, ⌘ on a Mac) and the browser's own undo (its Edit menu)
 * ask `onHistory`, and the edit answers with `show(content)`, the text as the store has it now.
 *
 * `destroy()` gives the element back as it was (its attributes, and the given markup).
 */
import {
  baseKeymap,
  chainCommands,
  createParagraphNear,
  exitCode,
  liftEmptyBlock,
  newlineInCode,
  splitBlockAs,
} from 'prosemirror-commands';
import { keymap } from 'prosemirror-keymap';
import { Slice, Fragment } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { EditorState, Plugin, Selection, TextSelection, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { ContentPolicy } from '../../renderer/sanitize/rich-text.ts';
import { historyKey, type HistoryDirection } from '../components/shortcuts.ts';
import { blockAttr, setBlockAttr, toggle, toggleList } from './commands.ts';
import { HeldWrite } from './held-write.ts';
import { cleanPastedHtml } from './paste-clean.ts';
import { ALIGNMENTS, SCHEMAS, type Alignment } from './schema.ts';
import { parseContent, storedContent } from './serialize.ts';
import { WordCounter } from './word-counter.ts';

export interface RichEditOptions {
  readonly policy: ContentPolicy;
  /** The node's stored content (what the element shows). */
  readonly content: string;
  /** A change of the document: the content to store, and its word number (setContent's `word`). */
  readonly onChange: (content: string, word: number) => void;
  /** Asks to end the edit (Enter in a button's label). */
  readonly onEnd: () => void;
  /**
   * Undo or redo, asked for in the text: true when the edit took it (and showed the result);
   * false lets the key go on to the editor's shortcuts.
   */
  readonly onHistory?: (direction: HistoryDirection) => boolean;
  /** The node's own alignment, when it has one (a text block's `text-align`): the toolbar aligns a whole text with it. */
  readonly blockAlign?: BlockAlign;
  /**
   * Asks the store to run `flush` before it is next read or changed (EditorStore `hold`): the
   * edit writes its changes after a short pause (held-write.ts), and nothing may read around them.
   */
  readonly hold?: (flush: () => void) => void;
}

/** A node's `text-align` where the canvas shows it (inline-editing.ts). */
export interface BlockAlign {
  /** The alignment in effect, or null. */
  get(): string | null;
  /** Sets it (null removes it) and stores `content` (the text without paragraph alignment), as one change. */
  set(value: Alignment | null, content: string): void;
}

/** The meta of a transaction that shows stored content: nothing to write back. */
const SHOWN = 'lp-shown';

/** What the toolbar hears: a new state, a request for the link editor (Mod-K), Escape while it is open. */
export type RichEditEvent = 'update' | 'open-link' | 'close-link';

export class RichEdit {
  readonly view: EditorView;
  readonly policy: ContentPolicy;
  /** Set by the toolbar while its link editor is open (Escape then closes it, not the edit). */
  linkEditorOpen = false;
  readonly #listeners = new Set<(event: RichEditEvent) => void>();
  readonly #element: HTMLElement;
  readonly #attributes: [string, string][];
  readonly #words = new WordCounter();
  readonly #writes: HeldWrite;
  readonly #onHistory: RichEditOptions['onHistory'];
  readonly #blockAlign: BlockAlign | undefined;
  /** The node's alignment as last read (see `#nodeAlign`). */
  #nodeAlignRead: string | null = null;

  constructor(element: HTMLElement, options: RichEditOptions) {
    this.#element = element;
    this.policy = options.policy;
    this.#onHistory = options.onHistory;
    this.#blockAlign = options.blockAlign;
    this.#writes = new HeldWrite((doc, word) => options.onChange(storedContent(doc, this.policy), word), options.hold);
    this.#attributes = element.getAttributeNames().map((name) => [name, element.getAttribute(name)!]);
    const state = EditorState.create({
      doc: parseContent(options.content, options.policy),
      plugins: this.#plugins(options),
    });
    element.replaceChildren();
    // ProseMirror keeps white space as typed; the page's own text styles stay as they are.
    element.style.whiteSpace = 'pre-wrap';
    element.style.overflowWrap = 'break-word';
    // The canvas draws the edited node's frame (dotted, around its box): the browser's focus ring
    // on the editable text doubled it, over the text's first letters.
    element.style.outline = 'none';
    this.view = new EditorView(
      { mount: element },
      {
        state,
        attributes: { spellcheck: 'true' },
        dispatchTransaction: (tr) => {
          const next = this.view.state.apply(tr);
          this.view.updateState(next);
          if (tr.docChanged && tr.getMeta(SHOWN) !== true) {
            // Read while the store can still be read without writing (see `#nodeAlign`).
            if (!this.#writes.pending) this.#nodeAlignRead = this.#blockAlign?.get() ?? null;
            this.#writes.add(next.doc, this.#words.next(tr));
          }
          this.#emit('update');
        },
      },
    );
  }

  /** Runs a command on the view and gives it the focus back; true when it applied. */
  run(command: Command): boolean {
    const applied = command(this.view.state, this.view.dispatch, this.view);
    this.view.focus();
    return applied;
  }

  /** Writes the changes not written yet (held-write.ts); the owner calls it before it reads the stored text. */
  flush(): void {
    this.#writes.flush();
  }

  /** The alignment at the selection: its text block's own, else the whole text's. */
  alignment(): Alignment | null {
    const own = blockAttr(this.view.state, 'align') as Alignment | null;
    const block = this.#nodeAlign();
    return own ?? ((ALIGNMENTS as readonly (string | null)[]).includes(block) ? (block as Alignment) : null);
  }

  /**
   * Aligns as `value` (again: removes it). All of the text, or a text of one block, is aligned as
   * the node's `text-align` (what the panel shows and sets), its paragraphs' own alignment
   * removed; some of the blocks of a longer text take it as their own style.
   */
  align(value: Alignment): boolean {
    const state = this.view.state;
    const hook = this.#blockAlign;
    // The change is stored with what was typed before it, in order.
    this.#writes.flush();
    if (hook === undefined || !wholeText(state)) {
      return this.run(setBlockAttr('align', blockAttr(state, 'align') === value ? null : value));
    }
    const next = this.alignment() === value ? null : value;
    const tr = state.tr;
    state.doc.descendants((node, pos) => {
      if (node.isTextblock && node.attrs.align != null)
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, align: null });
    });
    // Shown here, stored with the attribute by the hook: one change.
    if (tr.docChanged) {
      this.#words.break();
      this.view.dispatch(tr.setMeta(SHOWN, true));
    }
    hook.set(next, storedContent(this.view.state.doc, this.policy));
    this.#emit('update');
    this.view.focus();
    return true;
  }

  /** Asks for an undo or a redo of the text (the toolbar's keys): true when the edit took it. */
  history(direction: HistoryDirection): boolean {
    // What was typed is in the store before its history is stepped.
    this.#writes.flush();
    return this.#onHistory?.(direction) ?? false;
  }

  /**
   * Shows `content` (stored markup: the text after an undo or a redo of the store) as one change
   * that writes nothing back. Only what differs is replaced, so the rest of the text keeps its
   * DOM; the caret goes to the end of the change, or, when the change is the same length (a
   * format undone), the changed text is selected. The typing after it starts a new word.
   */
  show(content: string): void {
    const state = this.view.state;
    const next = parseContent(content, this.policy);
    const start = state.doc.content.findDiffStart(next.content);
    if (start === null) return;
    let { a: endOld, b: endNew } = state.doc.content.findDiffEnd(next.content)!;
    // The two ends can cross when the change repeats what is around it ("aa" to "a").
    const overlap = start - Math.min(endOld, endNew);
    if (overlap > 0) {
      endOld += overlap;
      endNew += overlap;
    }
    let tr = state.tr.replace(start, endOld, next.slice(start, endNew));
    if (!tr.doc.eq(next)) tr = state.tr.replaceWith(0, state.doc.content.size, next.content);
    const $end = tr.doc.resolve(Math.min(endNew, tr.doc.content.size));
    const formatted = endOld - start === endNew - start && endNew > start;
    const selection = formatted ? TextSelection.between(tr.doc.resolve(start), $end) : Selection.near($end, -1);
    this.#words.break();
    this.view.dispatch(tr.setSelection(selection).setMeta(SHOWN, true).scrollIntoView());
  }

  /** Listens to the edit's events; returns the function that stops listening. */
  listen(listener: (event: RichEditEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Ends the view and shows `html` in the element, with the element's attributes as before. */
  destroy(html: string): void {
    this.#writes.flush();
    this.#listeners.clear();
    this.view.destroy();
    const element = this.#element;
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
    for (const [name, value] of this.#attributes) element.setAttribute(name, value);
    element.innerHTML = html;
  }

  /**
   * The node's own alignment. While a write is held, as read when the holding began: the store
   * runs the held write before any change, so it has not changed since, and reading it again
   * would write the typing now (the toolbar asks on every key).
   */
  #nodeAlign(): string | null {
    if (!this.#writes.pending) this.#nodeAlignRead = this.#blockAlign?.get() ?? null;
    return this.#nodeAlignRead;
  }

  #emit(event: RichEditEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  #plugins(options: RichEditOptions): Plugin[] {
    const schema = SCHEMAS[options.policy];
    const inlineOnly = options.policy === 'inline';
    const item = schema.nodes.list_item;
    const hardBreak = schema.nodes.hard_break!;
    const insertBreak: Command = (state, dispatch) => {
      dispatch?.(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
      return true;
    };
    const keys: Record<string, Command> = {
      'Mod-b': toggle('strong'),
      'Mod-i': toggle('em'),
      'Mod-u': toggle('underline'),
      'Mod-Shift-x': toggle('strike'),
    };
    if (!inlineOnly) {
      keys['Mod-k'] = () => {
        this.#emit('open-link');
        return true;
      };
      keys['Shift-Mod-8'] = toggleList('bullet_list');
      keys['Shift-Mod-7'] = toggleList('ordered_list');
      keys['Shift-Enter'] = chainCommands(exitCode, insertBreak);
      // Enter as ProseMirror's, but a block split at its end goes on with its alignment and line height.
      keys.Enter = chainCommands(
        ...(item === undefined ? [] : [splitListItem(item)]),
        newlineInCode,
        createParagraphNear,
        liftEmptyBlock,
        splitBlockAs((node, atEnd) => {
          const paragraph = schema.nodes.paragraph;
          if (!atEnd || paragraph === undefined || !('align' in node.attrs)) return null;
          return { type: paragraph, attrs: { align: node.attrs.align, lineHeight: node.attrs.lineHeight } };
        }),
      );
      if (item !== undefined) {
        keys.Tab = sinkListItem(item);
        keys['Shift-Tab'] = liftListItem(item);
      }
    }
    const ui = new Plugin({
      props: {
        transformPastedHTML: (html) => cleanPastedHtml(html),
        // A button's label is one line: line breaks of pasted text become spaces.
        ...(inlineOnly
          ? {
              clipboardTextParser: (text: string) =>
                new Slice(Fragment.from(text === '' ? [] : [schema.text(oneLine(text))]), 0, 0),
            }
          : {}),
        handleDOMEvents: {
          // Leaving the text (a panel, the top bar, another window) writes what was typed.
          blur: () => {
            this.#writes.flush();
            return false;
          },
          // The browser's own undo (its Edit menu, a shake) would change the DOM under the view.
          beforeinput: (_view, event) => {
            if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return false;
            event.preventDefault();
            this.history(event.inputType === 'historyUndo' ? 'undo' : 'redo');
            return true;
          },
        },
        // The canvas hears keys on the frame's document after the view: a key handled here stops.
        handleKeyDown: (_view, event) => {
          const history = historyKey(event);
          if (history !== undefined) {
            // Taken by the text (an undo of its own words), the key must not undo again in the store.
            if (!this.history(history)) return false;
            event.preventDefault();
            event.stopPropagation();
            return true;
          }
          if (event.key === 'Enter' && inlineOnly && !event.isComposing) {
            // Enter ends a button label's edit (and must not start it again as the canvas's Enter would).
            event.preventDefault();
            event.stopPropagation();
            options.onEnd();
            return true;
          }
          if (event.key === 'Escape' && this.linkEditorOpen) {
            // Escape closes the link editor first; the canvas's own Escape (end the edit) must not see it.
            event.stopPropagation();
            this.#emit('close-link');
            return true;
          }
          // A key without Ctrl or ⌘ (but Escape) is the text's alone: the canvas's shortcuts take
          // none while text is edited. It stops here, so the canvas's key handling, which reads
          // the store (and so writes the held typing), does not run on every key.
          if (!event.ctrlKey && !event.metaKey && event.key !== 'Escape') event.stopPropagation();
          return false;
        },
      },
    });
    return [ui, keymap(keys), keymap(baseKeymap)];
  }
}

/** Whether the selection covers the whole text, or the text is one text block. */
function wholeText(state: EditorState): boolean {
  let blocks = 0;
  state.doc.descendants((node) => {
    if (node.isTextblock) blocks++;
    return !node.isTextblock;
  });
  const { from, to } = state.selection;
  return blocks <= 1 || (from <= Selection.atStart(state.doc).from && to >= Selection.atEnd(state.doc).to);
}

/** Pasted lines as one line, joined by single spaces (split on line breaks: a linear pattern). */
function oneLine(text: string): string {
  return text
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

/**
 * Inline editing of text and button content in the canvas frame, through the rich-text engine
 * (editor/rich-text/, ProseMirror with schemas made from the renderer's sanitizer policies). The
 * engine is a part of its own, loaded when the first edit starts: until it is in (a moment, once
 * per session) the element waits, and the edit starts on it then, unless it ended meanwhile.
 *
 * Every change the engine makes (typing, the toolbar, paste, drop, an IME) arrives as content
 * already written through the renderer's sanitizer (inline-content.ts) and becomes a `setContent`
 * command, with the engine's word number, so undo takes back a word at a time. An edit writes
 * only into the document it started on: after a load, a role change, or a change of its node by
 * anything else, it ends instead of writing. Enter in a button's label ends the edit.
 *
 * Undo and redo while editing stay in the text: when the step on top of the store's history
 * changed only this node's content (a word of this edit, or of an earlier edit of the same text),
 * the edit undoes it in the store (as typing, so the canvas keeps the frame as it is), shows the
 * stored result in the engine with the caret at the change, and stays open; redo takes back the
 * steps it undid. When the step changed anything else, or the text's own steps are used up, the
 * key goes on to the editor's shortcuts (shortcuts.ts): the edit ends, and the store undoes that
 * step, as Notion and Google Docs run one history for text and structure. With nothing at all to
 * undo, the key does nothing and the edit stays. The canvas keeps an edit open through an undo
 * only while `steppingHistory` says the edit made it.
 *
 * The toolbar aligns a whole text through the node's `text-align` at the level the frame shows
 * (the panel's value), with the paragraphs' own alignment removed, as one undo step (`alignText`,
 * store/text-commands.ts).
 */
import { setContent } from '../../store/commands.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { alignText, TEXT_ALIGN } from '../../store/text-commands.ts';
import { locate } from '../../store/tree.ts';
import {
  cascadedValue,
  levelAtWidth,
  registry,
  type Level,
  type PageDefinition,
  type TemplateNode,
} from '../../../renderer/index.ts';
import type { HistoryStep } from '../../store/history.ts';
import type { HistoryDirection } from '../shortcuts.ts';
import { loadPart } from '../../lazy/load-part.ts';
import type { BlockAlign, RichEdit } from '../../rich-text/rich-edit.ts';
import { inlinePolicy, storedContent } from './inline-content.ts';

/** One inline edit in progress. */
export interface InlineEdit {
  readonly uid: string;
  readonly element: HTMLElement;
  /** The uid of the section around it (the canvas keeps that section while typing). */
  readonly sectionUid: string | undefined;
  /** Resolves once the engine is on the element (true), or the edit ended or could not start (false). */
  readonly ready: Promise<boolean>;
  /** The engine, once ready. */
  readonly engine: RichEdit | undefined;
  /** The floating toolbar, once ready, for the canvas to show in its overlay. */
  readonly toolbar: HTMLElement | undefined;
  /** True while the edit itself undoes or redoes a step of its text in the store (it shows the result itself). */
  readonly steppingHistory: boolean;
  /** Undoes or redoes a step of this text in the store, the edit kept open; false when the step is not only this text's. */
  history(direction: HistoryDirection): boolean;
  /** Ends the edit: the engine leaves, the element shows the stored content. */
  stop(): void;
}

/** The value at `path` in `root` (an Immer patch's path), or undefined. */
function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** Whether undoing `step` in `doc` changes `node`'s content and nothing else. */
function onlyContentOf(doc: PageDefinition, step: HistoryStep, node: TemplateNode): boolean {
  return (
    step.inverse.length > 0 &&
    step.inverse.every((patch) => patch.path.at(-1) === 'content' && valueAt(doc, patch.path.slice(0, -1)) === node)
  );
}

/** The element holding a node's content in the frame, if the node has inline content. */
export function contentElement(doc: Document, uid: string): HTMLElement | undefined {
  const root = doc.querySelector<HTMLElement>(`[data-lp-uid="${CSS.escape(uid)}"]`);
  if (root === null) return undefined;
  return root.hasAttribute('data-lp-content')
    ? root
    : (root.querySelector<HTMLElement>('[data-lp-content]') ?? undefined);
}

/**
 * Starts editing `uid` inline; undefined when it has no inline content. `typing` runs around each
 * content change the edit dispatches, so the canvas knows the frame already shows it; `onEnd`
 * asks the canvas to end the edit.
 */
export function startInlineEdit(
  doc: Document,
  store: EditorStore,
  uid: string,
  typing: (run: () => void) => void,
  onEnd: () => void,
): InlineEdit | undefined {
  const element = contentElement(doc, uid);
  const node = locate<TemplateNode>(store.state.doc, uid)?.node;
  const policy = node === undefined ? undefined : inlinePolicy(node);
  if (element === undefined || node === undefined || policy === undefined || !store.state.editable) return undefined;
  const section = element.closest('main > [data-lp-uid]');
  const generation = store.generation;
  const shown = element.innerHTML;
  /** The node's content as this edit last saw it in the document. */
  let known = node.content;
  let stopped = false;
  let engine: RichEdit | undefined;
  let toolbar: HTMLElement | undefined;
  let stepping = false;
  /** For each step this edit undid (newest last), the redo count it left: the next redo is ours while it still matches. */
  const undone: number[] = [];

  /** The node, while the document is still the one this DOM was edited from. */
  const current = (): TemplateNode | undefined => {
    const found = locate<TemplateNode>(store.state.doc, uid)?.node;
    return stopped || store.generation !== generation || !store.state.editable || found?.content !== known
      ? undefined
      : found;
  };

  const commit = (content: string, word: number) => {
    // The document is no longer the one this DOM was edited from: write nothing, end the edit.
    if (current() === undefined) {
      onEnd();
      return;
    }
    typing(() => store.run(setContent(uid, storedContent(content, policy), word)));
    known = locate<TemplateNode>(store.state.doc, uid)?.node.content;
    undone.length = 0;
  };

  const history = (direction: HistoryDirection): boolean => {
    const node = current();
    if (node === undefined) return false;
    if (direction === 'undo') {
      const step = store.lastStep;
      // Nothing at all to undo: the key does nothing (the edit stays).
      if (step === undefined) return true;
      if (!onlyContentOf(store.state.doc, step, node)) return false;
    } else {
      if (store.redoCount === 0) return true;
      if (undone.at(-1) !== store.redoCount) return false;
    }
    stepping = true;
    try {
      typing(() => (direction === 'undo' ? store.undo() : store.redo()));
    } finally {
      stepping = false;
    }
    if (direction === 'undo') undone.push(store.redoCount);
    else undone.pop();
    // Ended meanwhile (a canvas that ends every edit on an undo): it shows the stored text itself.
    if (stopped) return true;
    known = locate<TemplateNode>(store.state.doc, uid)?.node.content;
    engine?.show(known ?? '');
    return true;
  };
  /** The level the canvas shows: the frame's width decides it, as it does for the page's CSS. */
  const level = (): Level => levelAtWidth(doc.defaultView?.innerWidth ?? Number.POSITIVE_INFINITY);
  // A text whose kind has a `text-align` is aligned as a whole through it (rich-edit.ts `align`).
  const blockAlign: BlockAlign | undefined =
    policy === 'rich' && registry.get(node.tagName)?.attributes[TEXT_ALIGN] !== undefined
      ? {
          get: () => {
            const found = current();
            const value = found === undefined ? undefined : cascadedValue(found, TEXT_ALIGN, level())?.value;
            return typeof value === 'string' ? value : null;
          },
          set: (value, content) => {
            if (current() === undefined) {
              onEnd();
              return;
            }
            // Not as typing: the canvas renders it (the page's CSS), keeping the edited section.
            store.run(alignText(uid, value, storedContent(content, policy), level()));
            known = locate<TemplateNode>(store.state.doc, uid)?.node.content;
            undone.length = 0;
          },
        }
      : undefined;
  // A button's link must not navigate while its label is edited.
  const onClick = (event: MouseEvent) => event.preventDefault();
  element.addEventListener('click', onClick);

  const ready = loadPart('rich-text').then(
    (part) => {
      if (current() === undefined || !element.isConnected) return false;
      const started = part.startRichEdit(element, {
        policy,
        content: known ?? '',
        onChange: commit,
        onEnd,
        onHistory: history,
        hold: (flush) => store.hold(flush),
        ...(blockAlign === undefined ? {} : { blockAlign }),
      });
      engine = started.edit;
      toolbar = started.toolbar;
      engine.view.focus();
      return true;
    },
    () => {
      // The part could not load: no edit (the next one tries again).
      if (!stopped) onEnd();
      return false;
    },
  );

  const edit: InlineEdit = {
    uid,
    element,
    sectionUid: section?.getAttribute('data-lp-uid') ?? undefined,
    ready,
    get engine() {
      return engine;
    },
    get toolbar() {
      return toolbar;
    },
    get steppingHistory() {
      return stepping;
    },
    history,
    stop() {
      if (stopped) return;
      // What was typed in the last moment is written while the edit may still write.
      engine?.flush();
      stopped = true;
      element.removeEventListener('click', onClick);
      // The element shows what is stored (the canvas renders its section again as well).
      const content = locate<TemplateNode>(store.state.doc, uid)?.node.content;
      engine?.destroy(content === node.content ? shown : (content ?? ''));
    },
  };
  return edit;
}

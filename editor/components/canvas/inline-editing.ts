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
 */
import { setContent } from '../../store/commands.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { locate } from '../../store/tree.ts';
import type { TemplateNode } from '../../../renderer/index.ts';
import { loadPart } from '../../lazy/load-part.ts';
import type { RichEdit } from '../../rich-text/rich-edit.ts';
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
  /** Ends the edit: the engine leaves, the element shows the stored content. */
  stop(): void;
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

  const commit = (content: string, word: number) => {
    const current = locate<TemplateNode>(store.state.doc, uid)?.node;
    // The document is no longer the one this DOM was edited from: write nothing, end the edit.
    if (
      stopped ||
      store.generation !== generation ||
      !store.state.editable ||
      current === undefined ||
      current.content !== known
    ) {
      onEnd();
      return;
    }
    typing(() => store.run(setContent(uid, storedContent(content, policy), word)));
    known = locate<TemplateNode>(store.state.doc, uid)?.node.content;
  };
  // A button's link must not navigate while its label is edited.
  const onClick = (event: MouseEvent) => event.preventDefault();
  element.addEventListener('click', onClick);

  const ready = loadPart('rich-text').then(
    (part) => {
      const current = locate<TemplateNode>(store.state.doc, uid)?.node;
      if (stopped || store.generation !== generation || current?.content !== known || !element.isConnected)
        return false;
      const started = part.startRichEdit(element, {
        policy,
        content: known ?? '',
        onChange: commit,
        onEnd,
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
    stop() {
      if (stopped) return;
      stopped = true;
      element.removeEventListener('click', onClick);
      // The element shows what is stored (the canvas renders its section again as well).
      const content = locate<TemplateNode>(store.state.doc, uid)?.node.content;
      engine?.destroy(content === node.content ? shown : (content ?? ''));
    },
  };
  return edit;
}

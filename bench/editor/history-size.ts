/**
 * Bytes per history entry, measured in Node with the editor's own code: the store's history is
 * private (#history), so the commands (editor/store/commands.ts) run on an EditorStore's state
 * with a dispatch of our own that reads each transaction's patches, and history.ts's `record`
 * merges a typing run the way the store does. A step's size is
 * `JSON.stringify([patches, inverse]).length` (UTF-16 code units; the content is ASCII, so bytes).
 */
import type { PageDefinition, TemplateNode } from '../../renderer/model/node.ts';
import { setAttribute, setContent } from '../../editor/store/commands.ts';
import { EditorStore } from '../../editor/store/editor-store.ts';
import { EMPTY_HISTORY, record, type History } from '../../editor/store/history.ts';
import type { EditorState } from '../../editor/store/state.ts';
import type { Transaction } from '../../editor/store/transaction.ts';

export interface HistorySizes {
  /** One setAttribute(uid, 'color', ..., 'desktop'). */
  readonly attribute: number;
  /** One keystroke: setContent with one more character. */
  readonly typingStep: number;
  /** The content of the typed block, for scale. */
  readonly contentLength: number;
  /** `keystrokes` keystrokes within the merge window, merged into one step by history.ts. */
  readonly typingRun: number;
  readonly keystrokes: number;
}

const size = (tx: Pick<Transaction, 'patches' | 'inverse'>) => JSON.stringify([tx.patches, tx.inverse]).length;

function contentOf(doc: PageDefinition, uid: string): string {
  const stack: TemplateNode[] = [...(doc.children ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.uid === uid) return node.content ?? '';
    stack.push(...(node.children ?? []));
  }
  throw new Error(`no node ${uid}`);
}

/** A keystroke as the canvas sends it: the block's HTML with one more character before its last closing tag. */
const typed = (html: string, char: string) => {
  const at = html.lastIndexOf('</');
  return at === -1 ? html + char : html.slice(0, at) + char + html.slice(at);
};

export function measureHistorySizes(page: PageDefinition, uid: string, keystrokes = 200): HistorySizes {
  const store = new EditorStore(page);
  const one = (command: (state: EditorState, dispatch: (tx: Transaction) => void) => boolean): number => {
    let bytes = -1;
    if (!command(store.state, (tx) => (bytes = size(tx))) || bytes < 0) throw new Error('the command did not dispatch');
    return bytes;
  };
  const content = contentOf(store.state.doc, uid);
  const attribute = one(setAttribute(uid, 'color', '#12ab34', 'desktop'));
  const typingStep = one(setContent(uid, typed(content, 'a')));

  let state = store.state;
  let history: History = EMPTY_HISTORY;
  let html = content;
  const start = Date.now();
  for (let i = 0; i < keystrokes; i++) {
    html = typed(html, 'abcdefghij'[i % 10]!);
    // Keystrokes 50 ms apart: all within the 600 ms merge window, as a typist's are.
    setContent(uid, html)(state, (tx) => {
      history = record(history, { ...tx, time: start + i * 50 }, { mergeWindowMs: 600, maxDepth: 500 });
      state = { ...state, doc: tx.doc };
    });
  }
  if (history.done.length !== 1) throw new Error(`the typing run made ${history.done.length} steps, expected 1`);
  return { attribute, typingStep, contentLength: content.length, typingRun: size(history.done[0]!), keystrokes };
}

/**
 * Copy, cut, paste, duplicate and delete of sections, columns and blocks, through the system
 * clipboard, so a copy pastes into another tab or another editor instance.
 *
 * Two ways in, because browsers guard the clipboard:
 * - the `copy`, `cut` and `paste` events that Ctrl+C / ⌘C and the others fire
 *   (`handleClipboardEvent`): their `clipboardData` is read and written synchronously, with no
 *   permission prompt. The shell calls it for the editor's own events and the canvas frame's.
 * - the async Clipboard API (`copy`, `cut`, `paste`), for the context menu, where no such event
 *   exists. Reading may be refused (a permission the user denied, a browser that only reads in a
 *   paste event): the user is then told to press Ctrl+V / ⌘V.
 * Never while text is being edited inline or a field of the editor's panels has the focus: the
 * keys then belong to the text. Every refusal says why through `shell.notify`.
 */
import type { EditorShell } from '../context/editor-context.ts';
import type { EditorState } from '../store/state.ts';
import { deleteNode, duplicateNode } from '../store/commands.ts';
import { locate } from '../store/tree.ts';
import type { Command } from '../store/transaction.ts';
import { LIMITS, registry, type TemplateNode } from '../../renderer/index.ts';
import { clipboardHtml, readClipboard, writeClipboard, type ClipboardProblem } from './clipboard-format.ts';
import { pasteTarget, wrapBlocks } from './paste-target.ts';
import { fitsNodeLimit, insertNodes } from './paste-command.ts';
import { clipboardText, kindName, type ClipboardKey } from './clipboard-text.ts';
import { chord, IS_MAC, keyNames } from './platform-keys.ts';

/** What the actions use of the shell. */
export type ClipboardShell = Pick<EditorShell, 'store' | 't' | 'notify'>;

/** Where the key or event comes from: with either flag set, the clipboard is the text's. */
export interface ClipboardGuard {
  /** Text is being edited inline in the canvas. */
  readonly editingText: boolean;
  /** A form field of the editor's own UI has the focus. */
  readonly inField: boolean;
}

/** What a copy of one node writes. */
export interface CopyData {
  readonly text: string;
  /** The node as published, for pasting into documents; the editor reads only `text`. */
  readonly html: string | undefined;
  readonly tagName: string;
}

const COPIED_MS = 2000;

/** What copying the node `uid` writes; undefined when there is no such node, or it is not a section, column or block. */
export function copyData(state: EditorState, uid: string | null): CopyData | undefined {
  const node = uid === null ? undefined : locate<TemplateNode>(state.doc, uid)?.node;
  const role = node === undefined ? undefined : registry.get(node.tagName)?.role;
  if (node === undefined || (role !== 'section' && role !== 'column' && role !== 'block')) return undefined;
  return { text: writeClipboard([node]), html: clipboardHtml([node]), tagName: node.tagName };
}

/** A paste worked out: the command to run, or the message that says why not. */
export type PastePlan =
  | { readonly ok: true; readonly command: Command }
  | {
      readonly ok: false;
      readonly type: 'error' | 'info';
      readonly key: ClipboardKey | 'notify.readOnly';
      readonly params?: Record<string, string | number>;
    };

/** Where clipboard `text` would go with `at` selected, and the command that puts it there. */
export function planPaste(state: EditorState, text: string, at: string | null): PastePlan {
  if (!state.editable) return { ok: false, type: 'info', key: 'notify.readOnly' };
  const read = readClipboard(text);
  if (!read.ok) return problemMessage(read.problem, read.detail);
  const { role, nodes, count } = read.payload;
  const target = pasteTarget(state.doc, at, role, nodes[0]!.tagName);
  if (!target.ok) return { ok: false, type: 'error', key: `clipboard.refused.${target.refused}` };
  const inserted = target.wrap ? [wrapBlocks(nodes)] : nodes;
  // A wrapping section and its column count too.
  if (!fitsNodeLimit(state.doc, count + (target.wrap ? 2 : 0)))
    return { ok: false, type: 'error', key: 'clipboard.pageFull', params: { max: LIMITS.maxNodes } };
  return { ok: true, command: insertNodes(target.parent, target.index, inserted) };
}

function problemMessage(problem: ClipboardProblem, detail = ''): PastePlan {
  switch (problem) {
    case 'foreign':
      return { ok: false, type: 'info', key: 'clipboard.foreign' };
    case 'too-large':
      return { ok: false, type: 'error', key: 'clipboard.tooLarge' };
    case 'unknown-kind':
      return { ok: false, type: 'error', key: 'clipboard.unknownKind', params: { kind: detail } };
    case 'not-pastable':
      return { ok: false, type: 'error', key: 'clipboard.notPastable' };
    case 'invalid':
      return { ok: false, type: 'error', key: 'clipboard.invalid', params: { reason: detail } };
  }
}

/** Pastes clipboard `text` near `at` (default: the selection), or says why not. One undo step. */
export function pasteText(shell: ClipboardShell, text: string, at = shell.store.state.selection): boolean {
  const plan = planPaste(shell.store.state, text, at);
  if (plan.ok && shell.store.run(plan.command)) return true;
  const refusal: PastePlan = plan.ok ? { ok: false, type: 'error', key: 'clipboard.notPastable' } : plan;
  if (!refusal.ok) say(shell, refusal.type, refusal.key, refusal.params);
  return false;
}

/** Whether clipboard `text` would paste near `at` (the context menu's dry run). */
export function canPaste(state: EditorState, text: string, at: string | null): boolean {
  const plan = planPaste(state, text, at);
  return plan.ok && plan.command(state);
}

/** Copies the node `uid` (default: the selection) with the async Clipboard API; false when it could not. */
export async function copy(shell: ClipboardShell, uid = shell.store.state.selection): Promise<boolean> {
  const data = copyData(shell.store.state, uid);
  if (data === undefined) return false;
  try {
    await writeSystemClipboard(data);
  } catch {
    say(shell, 'error', 'clipboard.writeRefused', { keys: chord('C', IS_MAC, keyNames(shell.t)) });
    return false;
  }
  copied(shell, data.tagName);
  return true;
}

/** Copies the node `uid` then deletes it (one undo step: the delete); false when either could not. */
export async function cut(shell: ClipboardShell, uid = shell.store.state.selection): Promise<boolean> {
  if (uid === null || !canRemove(shell, uid)) return false;
  const data = copyData(shell.store.state, uid);
  if (data === undefined) return false;
  try {
    await writeSystemClipboard(data);
  } catch {
    say(shell, 'error', 'clipboard.writeRefused', { keys: chord('X', IS_MAC, keyNames(shell.t)) });
    return false;
  }
  return shell.store.run(deleteNode(uid));
}

/**
 * Reads the system clipboard and pastes near `at` (default: the selection, as it was when
 * asked). When the browser refuses to read, tells the user to press Ctrl+V / ⌘V, which always works.
 */
export async function paste(shell: ClipboardShell, at = shell.store.state.selection): Promise<boolean> {
  if (!shell.store.state.editable) {
    say(shell, 'info', 'notify.readOnly');
    return false;
  }
  let text: string;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    say(shell, 'info', 'clipboard.readRefused', { keys: chord('V', IS_MAC, keyNames(shell.t)) });
    return false;
  }
  return pasteText(shell, text, at);
}

/**
 * The clipboard's text when the browser lets the editor read it without asking (the permission
 * was granted before), else undefined: the context menu's paste dry run never prompts.
 */
export async function peekClipboard(): Promise<string | undefined> {
  try {
    const status = await navigator.permissions?.query({ name: 'clipboard-read' as PermissionName });
    if (status?.state !== 'granted') return undefined;
    return await navigator.clipboard.readText();
  } catch {
    return undefined;
  }
}

/** Duplicates the node `uid` (default: the selection) after itself. */
export function duplicate(shell: ClipboardShell, uid = shell.store.state.selection): boolean {
  return uid !== null && shell.store.run(duplicateNode(uid));
}

/** Deletes the node `uid` (default: the selection). */
export function remove(shell: ClipboardShell, uid = shell.store.state.selection): boolean {
  return uid !== null && canRemove(shell, uid) && shell.store.run(deleteNode(uid));
}

function canRemove(shell: ClipboardShell, uid: string): boolean {
  if (shell.store.state.editable) return shell.store.can(deleteNode(uid));
  say(shell, 'info', 'notify.readOnly');
  return false;
}

/**
 * A `copy`, `cut` or `paste` event of the editor's document or of the canvas frame (what Ctrl+C,
 * Ctrl+X and Ctrl+V fire): handled (its default prevented) when it is about the selected node;
 * true then. Left to the browser while text is being edited or a field has the focus, and for a
 * copy while text is selected (the user copies that text).
 */
export function handleClipboardEvent(event: ClipboardEvent, shell: ClipboardShell, guard: ClipboardGuard): boolean {
  if (guard.editingText || guard.inField || event.clipboardData === null) return false;
  const { store } = shell;
  const uid = store.state.selection;
  if (event.type === 'paste') {
    event.preventDefault();
    pasteText(shell, event.clipboardData.getData('text/plain'), uid);
    return true;
  }
  if ((event.type !== 'copy' && event.type !== 'cut') || uid === null || hasTextSelection(event)) return false;
  if (event.type === 'cut' && !canRemove(shell, uid)) {
    event.preventDefault();
    return true;
  }
  const data = copyData(store.state, uid);
  if (data === undefined) return false;
  event.clipboardData.setData('text/plain', data.text);
  if (data.html !== undefined) event.clipboardData.setData('text/html', data.html);
  event.preventDefault();
  if (event.type === 'cut') store.run(deleteNode(uid));
  else copied(shell, data.tagName);
  return true;
}

/**
 * The keys the clipboard adds beside the events: Ctrl+D / ⌘D duplicates the selection. True when
 * handled (its default, the browser's bookmark, prevented).
 */
export function handleClipboardKey(event: KeyboardEvent, shell: ClipboardShell, guard: ClipboardGuard): boolean {
  if (guard.editingText || guard.inField) return false;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'd') return false;
  if (shell.store.state.selection === null) return false;
  event.preventDefault();
  duplicate(shell);
  return true;
}

/** Writes both forms with the async API where it takes HTML, else the JSON text alone. */
async function writeSystemClipboard(data: CopyData): Promise<void> {
  const clipboard = navigator.clipboard;
  if (clipboard === undefined) throw new Error('No clipboard');
  if (typeof ClipboardItem !== 'undefined' && data.html !== undefined && typeof clipboard.write === 'function') {
    const item = new ClipboardItem({
      'text/plain': new Blob([data.text], { type: 'text/plain' }),
      'text/html': new Blob([data.html], { type: 'text/html' }),
    });
    await clipboard.write([item]);
  } else await clipboard.writeText(data.text);
}

/** Whether the event's document has text selected (outside inline editing: text of the page or of the UI). */
function hasTextSelection(event: Event): boolean {
  const target = event.target as Node | null;
  const doc = target?.nodeType === 9 ? (target as Document) : target?.ownerDocument;
  const selection = doc?.getSelection();
  return selection != null && !selection.isCollapsed && selection.toString().trim() !== '';
}

function copied(shell: ClipboardShell, tagName: string): void {
  shell.notify({
    type: 'success',
    code: 'clipboard-copied',
    text: clipboardText(shell.t, 'clipboard.copied', { name: kindName(shell.t, tagName) }),
    duration: COPIED_MS,
  });
}

function say(
  shell: ClipboardShell,
  type: 'error' | 'info',
  key: ClipboardKey | 'notify.readOnly',
  params?: Record<string, string | number>,
): void {
  const text = key === 'notify.readOnly' ? shell.t.t(key) : clipboardText(shell.t, key, params);
  shell.notify({
    type,
    code: key === 'notify.readOnly' ? 'read-only' : `clipboard-${key.slice('clipboard.'.length)}`,
    text,
  });
}

/**
 * What the context menu of a node offers, as data: each item's label, its shortcut as the
 * platform writes it, and whether it applies now, asked of the same commands the actions run (a
 * dry run), so an item is disabled exactly when running it would do nothing. A reader can only
 * copy. Columns sit in a row: their moves are "left" and "right", mirrored on a right-to-left page.
 */
import { registry, type TemplateNode } from '../../../renderer/index.ts';
import { deleteNode, duplicateNode, moveNode } from '../../store/commands.ts';
import type { EditorState } from '../../store/state.ts';
import { locate } from '../../store/tree.ts';
import type { Translator } from '../../i18n/translator.ts';
import { copyData } from '../../clipboard/clipboard-actions.ts';
import { clipboardText } from '../../clipboard/clipboard-text.ts';
import { ariaChord, chord, deleteKey, IS_MAC, keyNames } from '../../clipboard/platform-keys.ts';

/** What an item does. `up` and `down` move the node one place before or after (left and right for columns). */
export type MenuAction = 'copy' | 'cut' | 'paste' | 'duplicate' | 'delete' | 'parent' | 'up' | 'down';

/** One item of the menu. */
export interface MenuItem {
  readonly action: MenuAction;
  readonly label: string;
  /** The keys that do the same, as shown and for `aria-keyshortcuts`. */
  readonly shortcut?: { readonly label: string; readonly aria: string };
  readonly enabled: boolean;
  /** A separator comes before it. */
  readonly separatorBefore: boolean;
}

export interface MenuItemOptions {
  /** Show ⌘ rather than Ctrl (default: the platform's). */
  readonly mac?: boolean;
  /** Whether the clipboard's content would paste here; undefined when it cannot be read without asking. */
  readonly paste?: boolean;
}

/** The items of the menu for the node `uid`, in order. */
export function contextMenuItems(
  state: EditorState,
  uid: string,
  t: Translator,
  options: MenuItemOptions = {},
): MenuItem[] {
  const mac = options.mac ?? IS_MAC;
  const found = locate<TemplateNode>(state.doc, uid);
  const editable = state.editable && found !== undefined;
  const names = keyNames(t);
  const keys = (key: string) => ({ label: chord(key, mac, names), aria: ariaChord(key, mac) });
  const item = (
    action: MenuAction,
    label: string,
    enabled: boolean,
    extra: { shortcut?: MenuItem['shortcut']; separatorBefore?: boolean } = {},
  ): MenuItem => ({ action, label, enabled, separatorBefore: extra.separatorBefore ?? false, ...extra });
  const inRow = found !== undefined && registry.get(found.node.tagName)?.role === 'column';
  const rtlPage = state.doc.settings?.dir === 'rtl';
  const moves: MenuItem[] = inRow
    ? [
        // Left is before on a left-to-right page, after on a right-to-left one.
        item(rtlPage ? 'down' : 'up', clipboardText(t, 'clipboard.moveLeft'), moveNode(uid, rtlPage ? 1 : -1)(state)),
        item(rtlPage ? 'up' : 'down', clipboardText(t, 'clipboard.moveRight'), moveNode(uid, rtlPage ? -1 : 1)(state)),
      ]
    : [
        item('up', t.t('toolbar.moveUp'), moveNode(uid, -1)(state)),
        item('down', t.t('toolbar.moveDown'), moveNode(uid, 1)(state)),
      ];
  return [
    item('copy', clipboardText(t, 'clipboard.copy'), copyData(state, uid) !== undefined, { shortcut: keys('C') }),
    item('cut', clipboardText(t, 'clipboard.cut'), editable && deleteNode(uid)(state), { shortcut: keys('X') }),
    item('paste', clipboardText(t, 'clipboard.paste'), editable && options.paste !== false, { shortcut: keys('V') }),
    item('duplicate', t.t('toolbar.duplicate'), editable && duplicateNode(uid)(state), { shortcut: keys('D') }),
    item('delete', t.t('toolbar.delete'), editable && deleteNode(uid)(state), { shortcut: deleteKey(mac, names) }),
    item('parent', t.t('toolbar.selectParent'), editable && found?.parent !== state.doc, { separatorBefore: true }),
    ...moves,
  ];
}

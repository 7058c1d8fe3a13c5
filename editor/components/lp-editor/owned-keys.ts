/**
 * Keys the editor handles stay in the editor. Key events are composed: one typed in the panel's
 * inputs bubbles out of the shadow root to the host page, retargeted to `<lp-editor>`, where a
 * document-level hotkey cannot tell it from a key meant for the host (its usual test, "is the
 * target an input?", sees `LP-EDITOR`). So `<lp-editor>` stops, at itself, the propagation of
 * every key event it handles: its shortcuts, what a focused text field takes (typing, editing,
 * selecting, the clipboard), and what a focused button, select, checkbox, tab or menu item takes
 * (activation, arrows). Every other key (Tab, Escape the editor does not use, F-keys, Ctrl+K in a
 * field...) reaches the host as before. Capture-phase listeners see every key first; the docs say
 * how they tell the editor's (docs/editor-api.md, "Keyboard").
 */

/** Keys that only modify others: in a text field they are part of its editing. */
const MODIFIERS = new Set(['Control', 'Meta', 'Shift', 'Alt', 'AltGraph', 'CapsLock', 'Fn']);

/** With Ctrl or ⌘, the keys a text field handles itself: select all, clipboard, undo, word moves and deletes. */
const FIELD_CHORDS = new Set([
  'a',
  'c',
  'v',
  'x',
  'z',
  'y',
  'arrowleft',
  'arrowright',
  'arrowup',
  'arrowdown',
  'home',
  'end',
  'backspace',
  'delete',
]);

/** Keys that move within a control (a select, a slider, a radio group, a tab list, a menu). */
const NAVIGATION = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** Input types that are not typed into. */
const NOT_TEXT = new Set(['checkbox', 'radio', 'range', 'color', 'button', 'submit', 'reset', 'file', 'image']);

/** Roles whose elements the arrow keys move within. */
const COMPOSITE_ROLES = new Set(['tab', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'option', 'radio', 'slider']);

function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NOT_TEXT.has(element.type);
}

/** Whether the editor's control `origin` (the key's first target) handles `event` itself. */
export function controlTakesKey(event: KeyboardEvent, origin: Element | undefined): boolean {
  if (origin === undefined) return false;
  const { key } = event;
  if (isTextEntry(origin)) {
    if (key === 'Tab' || key === 'Escape' || /^F\d{1,2}$/.test(key)) return false;
    if (MODIFIERS.has(key)) return true;
    if (event.ctrlKey || event.metaKey) return !event.altKey && FIELD_CHORDS.has(key.toLowerCase());
    return true;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (origin instanceof HTMLSelectElement)
    return key === ' ' || key === 'Enter' || NAVIGATION.has(key) || key.length === 1;
  if (origin instanceof HTMLInputElement) return key === ' ' || NAVIGATION.has(key);
  const role = origin.getAttribute('role');
  if (role !== null && COMPOSITE_ROLES.has(role) && NAVIGATION.has(key)) return true;
  const activates =
    origin instanceof HTMLButtonElement ||
    origin instanceof HTMLAnchorElement ||
    origin.localName === 'summary' ||
    role === 'button' ||
    (role !== null && COMPOSITE_ROLES.has(role));
  return activates && (key === ' ' || key === 'Enter');
}

/**
 * Stops at `host` the key events the editor handles: `shortcut(event)` runs the editor's
 * shortcuts (true when it handled the key); a key its focused control takes counts as handled too.
 * The keypress and keyup of a handled keydown stop as well.
 */
export function keepOwnedKeys(host: HTMLElement, shortcut: (event: KeyboardEvent) => boolean): void {
  const owned = new Set<string>();
  host.addEventListener('keydown', (event) => {
    const origin = event.composedPath()[0];
    const handled = shortcut(event);
    if (handled || controlTakesKey(event, origin instanceof Element ? origin : undefined)) {
      owned.add(event.code);
      event.stopPropagation();
    }
  });
  host.addEventListener('keypress', (event) => {
    if (owned.has(event.code)) event.stopPropagation();
  });
  host.addEventListener('keyup', (event) => {
    if (owned.delete(event.code)) event.stopPropagation();
  });
}

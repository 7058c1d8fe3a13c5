/**
 * `<lp-top-bar>`: undo, redo, the device switch, add, preview, save, save and close, and the
 * saved state. `hideTopbarControls` hides controls by name: `undo`, `redo`, `devices`, `add`,
 * `preview`, `save`, `saveAndClose`, `status` (docs/editor-api.md).
 *
 * It fits any width from the editor's minimum (600 px) up, in any language and direction: when
 * its groups do not fit in the bar, it steps down one level at a time (FIT_LEVELS) until they do,
 * measured after each render (the steps run in one frame, before anything is painted): labels give
 * way to icons, then actions move into an overflow menu, the status to its indicator. What fits is
 * the whole bar's room, not a fixed half of it per side: the device switch stays centred while
 * both sides fit beside it and moves aside for the longer side before any label goes (a German
 * end group at 1280 px is wider than half the bar, its start group far narrower). Every control
 * keeps its accessible name at every level.
 *
 * A reader (role `reader`) has no save controls: no save can apply, and the "Read only" badge at
 * the start (with its help as a tooltip) says why, where a disabled Save and Save and close would
 * take the room of the longest labels for nothing (docs/editor-api.md, Roles).
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { icon, type IconName } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { topBarStyles } from './lp-top-bar.styles.ts';
import { levelLabelKey, VIEW_DEVICES } from '../../context/view-devices.ts';
import { OverflowMenu } from './overflow-menu.ts';
import { defineElement } from '../define-element.ts';
import { chord, IS_MAC, keyNames } from '../../clipboard/platform-keys.ts';

/**
 * What each level gives up, in order, each level keeping what the previous ones gave up, the least
 * needed first: Preview's label (level 1: its eye icon is the common sign, and its tooltip and
 * name stay), Add's label (2: Add is how a page grows, so its word stays longer; the read-only
 * badge's word goes with it, a reader having no Add), Save and close into the menu (3), Preview
 * into the menu (4), the status's words (5, its indicator and its text for screen readers stay),
 * Save's label (6), the device switch into the menu (7).
 */
const FIT_LEVELS = {
  iconPreview: 1,
  iconAdd: 2,
  menuSaveAndClose: 3,
  menuPreview: 4,
  compactStatus: 5,
  iconSave: 6,
  menuDevices: 7,
} as const;
const MAX_LEVEL = 7;

/** One action of the overflow menu. */
interface MenuItem {
  readonly control: string;
  readonly label: string;
  readonly icon?: IconName;
  readonly disabled?: boolean;
  /** For the devices: whether it is the one shown (a menuitemradio). */
  readonly checked?: boolean;
  readonly run: () => void;
}

export class LpTopBar extends ShellElement {
  static override styles = [controls, topBarStyles];
  static override properties = { _level: { state: true } };
  declare _level: number;

  readonly #history = this.watch(
    (_state, store) => [store.undoCount, store.redoCount, store.unsaved, _state.editable] as const,
  );
  readonly #menu = new OverflowMenu(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('[data-control="more"]'),
    menu: () => this.renderRoot.querySelector<HTMLElement>('[role="menu"]'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menu"] > [role^="menuitem"]')],
  });
  // A new width starts the fitting over from the roomiest level (an update even when already there).
  readonly #resize = new ResizeObserver(() => {
    this._level = 0;
    this.requestUpdate();
  });
  #lastShell: unknown;
  /** The unsaved flag and the role as last fitted (the status's words, the save controls). */
  #lastTexts = '';

  constructor() {
    super();
    this._level = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize.disconnect();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // New texts (a language, the saving state, the status's words, a role) may need more or less
    // room: fit again from level 0, so that a label given up for a longer text comes back.
    const history = this.#history.value;
    const texts = history === undefined ? '' : `${history[2]} ${history[3]}`;
    if (this.shell !== this.#lastShell || texts !== this.#lastTexts) {
      this.#lastShell = this.shell;
      this.#lastTexts = texts;
      this._level = 0;
    }
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this._level < MAX_LEVEL && !this.#fits()) this._level += 1;
  }

  /**
   * Whether every group's content lies within its group and the bar's content box. The grid never
   * makes a group narrower than its content (lp-top-bar.styles.ts), so content that does not fit
   * pushes the last group past the bar's end (the left in RTL) rather than over its neighbour.
   * (Not scrollWidth: content past the start edge in RTL is not scrollable overflow.)
   */
  #fits(): boolean {
    const bar = this.renderRoot.querySelector<HTMLElement>('.bar');
    if (bar === null) return true;
    const box = bar.getBoundingClientRect();
    const style = getComputedStyle(bar);
    const start = box.left + Number.parseFloat(style.paddingLeft);
    const end = box.right - Number.parseFloat(style.paddingRight);
    return [...bar.querySelectorAll<HTMLElement>(':scope > .group')].every((group) => {
      const room = group.getBoundingClientRect();
      return [...group.children].every((child) => {
        const { left, right, width } = child.getBoundingClientRect();
        const inside = (from: number, to: number) => left >= from - 1 && right <= to + 1;
        return width === 0 || (inside(start, end) && inside(room.left, room.right));
      });
    });
  }

  protected override render() {
    const shell = this.shell;
    const history = this.#history.value;
    if (shell === undefined || history === undefined) return nothing;
    const [undo, redo, unsaved, editable] = history;
    const { t, options } = shell;
    const names = keyNames(t);
    const hidden = new Set(options.hideTopbarControls ?? []);
    // A reader has no save controls (see the header).
    const saves = new Set(['save', 'saveAndClose']);
    const show = (name: string) => !hidden.has(name) && (editable || !saves.has(name));
    const level = this._level;
    const at = (step: number) => level >= step;
    const status = shell.saving ? t.t('topbar.saving') : unsaved ? t.t('topbar.unsaved') : t.t('topbar.allSaved');
    const menu: MenuItem[] = [];
    if (show('devices') && at(FIT_LEVELS.menuDevices)) {
      for (const { device, level } of VIEW_DEVICES)
        menu.push({
          control: `device-${device}`,
          label: t.t(levelLabelKey(level)),
          icon: device,
          checked: shell.device === device,
          run: () => shell.setDevice(device),
        });
    }
    if (show('preview') && at(FIT_LEVELS.menuPreview))
      menu.push({ control: 'preview', label: t.t('topbar.preview'), icon: 'eye', run: () => shell.preview() });
    if (show('saveAndClose') && at(FIT_LEVELS.menuSaveAndClose))
      menu.push({
        control: 'saveAndClose',
        label: t.t('topbar.saveAndClose'),
        disabled: shell.saving,
        run: () => void shell.save(true),
      });
    const label = (text: string, iconOnly: boolean) => (iconOnly ? nothing : html`<span class="label">${text}</span>`);
    return html`<div class="bar" role="toolbar" aria-label=${t.t('topbar.label')} data-level=${level}>
      <div class="group">
        ${show('undo') ? html`<button class="icon" data-control="undo" title="${t.t('topbar.undo')} (${chord('Z', IS_MAC, names)})" aria-label=${t.t('topbar.undo')} ?disabled=${undo === 0 || !editable} @click=${() => shell.store.undo()}>${icon('undo')}</button>` : nothing}
        ${show('redo') ? html`<button class="icon" data-control="redo" title="${t.t('topbar.redo')} (${IS_MAC ? '⌘⇧Z' : chord('Y', false, names)})" aria-label=${t.t('topbar.redo')} ?disabled=${redo === 0 || !editable} @click=${() => shell.store.redo()}>${icon('redo')}</button>` : nothing}
        ${show('add') && editable ? html`<button class=${at(FIT_LEVELS.iconAdd) ? 'icon-only' : ''} data-control="add" title=${t.t('topbar.addContent')} aria-label=${t.t('topbar.addContent')} aria-busy=${String(shell.pending.has('add-menu'))} @click=${() => shell.openAddMenu()}>${busyIcon(shell.pending.has('add-menu'), 'plus')}${label(t.t('topbar.addContent'), at(FIT_LEVELS.iconAdd))}</button>` : nothing}
        ${editable ? nothing : html`<span class="badge" title=${t.t('editor.readOnlyHelp')}>${icon('lock', 14)}<span class=${at(FIT_LEVELS.iconAdd) ? 'visually-hidden' : 'label'}>${t.t('editor.readOnly')}</span></span>`}
      </div>
      ${
        show('devices') && !at(FIT_LEVELS.menuDevices)
          ? html`<div class="group devices" role="group" aria-label=${t.t('topbar.device')}>
            ${VIEW_DEVICES.map(
              ({ device, level }) =>
                html`<button class="icon" data-control="device-${device}" title=${t.t(levelLabelKey(level))} aria-label=${t.t(levelLabelKey(level))} aria-pressed=${String(shell.device === device)} @click=${() => shell.setDevice(device)}>${icon(device)}</button>`,
            )}
          </div>`
          : html`<span></span>`
      }
      <div class="group end">
        ${show('status') ? this.#status(status, unsaved, shell.saving, at(FIT_LEVELS.compactStatus)) : nothing}
        ${show('preview') && !at(FIT_LEVELS.menuPreview) ? html`<button class=${at(FIT_LEVELS.iconPreview) ? 'icon-only' : ''} data-control="preview" title=${t.t('topbar.preview')} aria-label=${t.t('topbar.preview')} aria-busy=${String(shell.pending.has('preview'))} @click=${() => shell.preview()}>${busyIcon(shell.pending.has('preview'), 'eye')}${label(t.t('topbar.preview'), at(FIT_LEVELS.iconPreview))}</button>` : nothing}
        ${show('saveAndClose') && !at(FIT_LEVELS.menuSaveAndClose) ? html`<button data-control="saveAndClose" ?disabled=${shell.saving} @click=${() => shell.save(true)}>${t.t('topbar.saveAndClose')}</button>` : nothing}
        ${menu.length > 0 ? this.#overflow(menu, t.t('topbar.more'), shell.pending.has('preview') && menu.some((item) => item.control === 'preview')) : nothing}
        ${
          show('save')
            ? html`<button class="primary ${at(FIT_LEVELS.iconSave) ? 'icon-only' : ''}" data-control="save" title="${t.t('topbar.save')} (${chord('S', IS_MAC, names)})" aria-label=${t.t('topbar.save')} ?disabled=${shell.saving} aria-busy=${String(shell.saving)} @click=${() => shell.save()}>
              ${shell.saving ? html`<span class="spinner"></span>` : icon('save', 16)}${label(shell.saving ? t.t('topbar.saving') : t.t('topbar.save'), at(FIT_LEVELS.iconSave))}
            </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  /** The saved state: its words, or (compact) an indicator with the words kept for screen readers and as a tooltip. */
  #status(text: string, unsaved: boolean, saving: boolean, compact: boolean): TemplateResult {
    const indicator = saving ? html`<span class="spinner small"></span>` : unsaved ? nothing : icon('check', 14);
    return html`<span class="status ${unsaved && !saving ? 'unsaved' : ''} ${compact ? 'compact' : ''}" role="status" title=${text}>${compact ? indicator : nothing}<span class=${compact ? 'visually-hidden' : 'text'}>${text}</span></span>`;
  }

  /** The overflow menu: its button (busy while an action chosen in it loads its part) and, when open, its items. */
  #overflow(items: readonly MenuItem[], name: string, busy: boolean): TemplateResult {
    const open = this.#menu.open;
    return html`<span class="more">
      <button class="icon" data-control="more" title=${name} aria-label=${name} aria-haspopup="menu" aria-expanded=${String(open)} aria-controls="more-menu" aria-busy=${String(busy)} @click=${this.#menu.toggle} @keydown=${this.#menu.buttonKeydown}>${busy ? html`<span class="spinner small"></span>` : icon('more')}</button>
      ${
        open
          ? html`<div class="menu" role="menu" id="more-menu" aria-label=${name} @keydown=${this.#menu.menuKeydown}>
            ${items.map(
              (item) =>
                html`<button role=${item.checked === undefined ? 'menuitem' : 'menuitemradio'} tabindex="-1" data-control=${item.control} aria-checked=${item.checked === undefined ? nothing : String(item.checked)} aria-disabled=${item.disabled ? 'true' : nothing} @click=${() => this.#choose(item)}>
                  ${item.icon === undefined ? html`<span class="menu-icon"></span>` : icon(item.icon, 16)}<span>${item.label}</span>
                </button>`,
            )}
          </div>`
          : nothing
      }
    </span>`;
  }

  #choose(item: MenuItem): void {
    if (item.disabled) return;
    this.#menu.close(true);
    item.run();
  }
}

/**
 * A button's icon, or while what it opens loads its part (editor/lazy/), a spinner of the icon's
 * size: the button shows it is busy and keeps its size.
 */
function busyIcon(busy: boolean, name: IconName): TemplateResult {
  return busy ? html`<span class="spinner small"></span>` : icon(name, 16);
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-top-bar', LpTopBar);

/**
 * `<lp-top-bar>`: undo, redo, the device switch, add, preview, save, save and close, and the
 * saved state. `hideTopbarControls` hides controls by name: `undo`, `redo`, `devices`, `add`,
 * `preview`, `save`, `saveAndClose`, `status` (docs/editor-api.md).
 */
import { html, nothing } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { icon } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { topBarStyles } from './lp-top-bar.styles.ts';
import { VIEW_DEVICES } from '../../context/editor-context.ts';


const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

export class LpTopBar extends ShellElement {
  static override styles = [controls, topBarStyles];
  readonly #history = this.watch((_state, store) => [store.undoCount, store.redoCount, store.unsaved, _state.editable] as const);

  protected override render() {
    const shell = this.shell;
    const history = this.#history.value;
    if (shell === undefined || history === undefined) return nothing;
    const [undo, redo, unsaved, editable] = history;
    const { t, options } = shell;
    const hidden = new Set(options.hideTopbarControls ?? []);
    const show = (name: string) => !hidden.has(name);
    const status = shell.saving ? t.t('topbar.saving') : unsaved ? t.t('topbar.unsaved') : t.t('topbar.allSaved');
    return html`<div class="bar" role="toolbar" aria-label=${t.t('topbar.label')}>
      <div class="group">
        ${show('undo') ? html`<button class="icon" data-control="undo" title="${t.t('topbar.undo')} (${mod}Z)" aria-label=${t.t('topbar.undo')} ?disabled=${undo === 0 || !editable} @click=${() => shell.store.undo()}>${icon('undo')}</button>` : nothing}
        ${show('redo') ? html`<button class="icon" data-control="redo" title="${t.t('topbar.redo')} (${isMac ? '⌘⇧Z' : 'Ctrl+Y'})" aria-label=${t.t('topbar.redo')} ?disabled=${redo === 0 || !editable} @click=${() => shell.store.redo()}>${icon('redo')}</button>` : nothing}
        ${show('add') && editable ? html`<button data-control="add" @click=${() => shell.openAddMenu()}>${icon('plus', 16)}${t.t('topbar.addContent')}</button>` : nothing}
        ${editable ? nothing : html`<span class="badge" title=${t.t('editor.readOnlyHelp')}>${icon('lock', 14)}${t.t('editor.readOnly')}</span>`}
      </div>
      ${show('devices')
        ? html`<div class="group devices" role="group" aria-label=${t.t('topbar.device')}>
            ${VIEW_DEVICES.map(
              ({ device, label }) =>
                html`<button class="icon" data-control="device-${device}" title=${t.t(label)} aria-label=${t.t(label)} aria-pressed=${String(shell.device === device)} @click=${() => shell.setDevice(device)}>${icon(device)}</button>`,
            )}
          </div>`
        : html`<span></span>`}
      <div class="group end">
        ${show('status') ? html`<span class="status ${unsaved ? 'unsaved' : ''}" role="status" title=${status}>${status}</span>` : nothing}
        ${show('preview') ? html`<button data-control="preview" @click=${() => shell.preview()}>${icon('eye', 16)}${t.t('topbar.preview')}</button>` : nothing}
        ${show('saveAndClose') ? html`<button data-control="saveAndClose" ?disabled=${shell.saving || !editable} @click=${() => shell.save(true)}>${t.t('topbar.saveAndClose')}</button>` : nothing}
        ${show('save')
          ? html`<button class="primary" data-control="save" title="${t.t('topbar.save')} (${mod}S)" ?disabled=${shell.saving || !editable} aria-busy=${String(shell.saving)} @click=${() => shell.save()}>
              ${shell.saving ? html`<span class="spinner"></span>` : icon('save', 16)}${shell.saving ? t.t('topbar.saving') : t.t('topbar.save')}
            </button>`
          : nothing}
      </div>
    </div>`;
  }
}

customElements.get('lp-top-bar') ?? customElements.define('lp-top-bar', LpTopBar);

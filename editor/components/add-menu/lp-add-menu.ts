/**
 * `<lp-add-menu>`: a dialog listing section layouts and blocks to add, from the same catalog as
 * the blocks panel (editor/blocks/catalog.ts), so the two always offer the same things: hidden
 * `contentBlocks` left out, disabled ones shown with their `disabledText` and `disabledBadge`,
 * the host's `customBlocks` as custom blocks. Adding inserts after the selection and selects the
 * new node (editor/blocks/insert-entry.ts); a custom block then fires lp-open-custom-block-dialog.
 */
import { html, nothing } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { icon, kindIcon } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { addMenuStyles } from './lp-add-menu.styles.ts';
import { blockCatalog, type BlockEntry, type LayoutEntry } from '../../blocks/catalog.ts';
import { insertEntry } from '../../blocks/insert-entry.ts';
import { layoutThumb, layoutThumbStyles } from '../blocks-panel/layout-thumb.ts';
import { defineElement } from '../define-element.ts';

/**
 * The tile's `data-add` name, kept from before the catalog (tests and hosts' scripts find tiles
 * by it): `section-<n>` for an equal layout, the kind for a block, `custom:<key>` for a custom one.
 */
function addName(entry: LayoutEntry | BlockEntry): string {
  if (entry.group === 'layouts')
    return new Set(entry.node.children?.map((column) => column.attributes?.width)).has(undefined)
      ? `section-${entry.widths.length}`
      : entry.id;
  return entry.group === 'custom' ? entry.id : entry.tagName;
}

export class LpAddMenu extends ShellElement {
  static override styles = [controls, layoutThumbStyles, addMenuStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>('.item:not(:disabled)')?.focus(),
    );
  }

  #close(): void {
    this.dispatchEvent(new Event('close'));
  }

  #add(entry: LayoutEntry | BlockEntry): void {
    insertEntry(this.shell!, entry);
    this.#close();
  }

  #block(entry: BlockEntry) {
    const t = this.shell!.t;
    return html`<button class="item" data-add=${addName(entry)} ?disabled=${entry.disabled} title=${entry.disabled ? (entry.disabledText ?? t.t('add.disabled')) : entry.label} @click=${() => this.#add(entry)}>
      ${kindIcon(entry.tagName, 20)}<span>${entry.label}</span>
      ${entry.disabled && entry.disabledBadge ? html`<span class="badge">${entry.disabledBadge}</span>` : nothing}
    </button>`;
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined) return nothing;
    const { t, options } = shell;
    const { layouts, blocks, custom } = blockCatalog(t, options);
    return html`<div class="backdrop" @click=${() => this.#close()}></div>
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="title" @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && ((event.stopPropagation(), this.#close()))}>
        <header>
          <h2 id="title">${t.t('add.title')}</h2>
          <button class="icon" aria-label=${t.t('add.close')} title=${t.t('add.close')} @click=${() => this.#close()}>${icon('close', 16)}</button>
        </header>
        <h3>${t.t('add.sections')}</h3>
        <div class="grid">
          ${layouts.map(
            (entry) => html`<button class="item" data-add=${addName(entry)} @click=${() => this.#add(entry)}>
              ${layoutThumb(entry)}
              ${entry.label}
            </button>`,
          )}
        </div>
        <h3>${t.t('add.blocks')}</h3>
        <p class="hint">${t.t('add.blockHint')}</p>
        <div class="grid">${blocks.map((entry) => this.#block(entry))}</div>
        ${custom.length > 0 ? html`<h3>${t.t('add.customBlocks')}</h3><div class="grid">${custom.map((entry) => this.#block(entry))}</div>` : nothing}
      </div>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-add-menu', LpAddMenu);

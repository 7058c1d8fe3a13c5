/**
 * `<lp-blocks-panel>`: the left panel's content listing what can be added, from the same catalog
 * as the add dialog (editor/blocks/catalog.ts): section layouts, the block kinds under the host's
 * `contentBlocks` (hidden ones left out, disabled ones shown with their badge and explanation)
 * and the host's `customBlocks`, with a filter. A click, or Enter or Space on a focused tile,
 * inserts after the selection (the add dialog's targets) and selects the new node; a custom
 * block then asks the host's dialog for its content. Pressing a tile also fires `lp-drag-start`
 * for the editor's drag controller, which turns a move past its threshold into a drag onto the
 * canvas and swallows the click that ends it.
 *
 * Tiles are buttons in one `role="toolbar"` per group, with a roving tabindex: a tile performs an
 * action, which screen readers announce for a button ("Image, button"), while an option of a
 * listbox is announced as something to select ("Image, 1 of 11, not selected") and Enter on it is
 * not expected to act. The toolbar tells its arrow keys move between tiles, and Tab moves from
 * group to group. Disabled tiles use aria-disabled, not `disabled`, so they stay reachable and
 * their explanation (aria-description) is read.
 */
import { html, nothing } from 'lit';
import {
  blockCatalog,
  matchesQuery,
  type Catalog,
  type CatalogEntry,
  type CatalogGroup,
} from '../../blocks/catalog.ts';
import { insertEntry } from '../../blocks/insert-entry.ts';
import type { MessageKey, Translator } from '../../i18n/translator.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { controls } from '../../theme/controls.ts';
import { DRAG_START, type DragStartDetail } from '../drag/drag-payload.ts';
import { defineElement } from '../define-element.ts';
import { kindIcon } from '../icons.ts';
import { ShellElement } from '../shell-element.ts';
import { layoutThumb, layoutThumbStyles } from './layout-thumb.ts';
import { blocksPanelStyles } from './lp-blocks-panel.styles.ts';
import { rovingTarget } from './roving.ts';
import { searchIcon } from './search-icon.ts';

interface Group {
  readonly group: CatalogGroup;
  readonly title: string;
  readonly entries: readonly CatalogEntry[];
}

/** The panel's own texts (keys in /work/notes/i18n/helper-blocks.json until merged into the catalogs). */
const tr = (t: Translator, key: string, params?: Record<string, string>) => t.t(key as MessageKey, params);

export class LpBlocksPanel extends ShellElement {
  static override styles = [controls, layoutThumbStyles, blocksPanelStyles];

  static override properties = {
    _query: { state: true },
    _announcement: { state: true },
    _active: { state: true },
  };

  /** What the filter holds. */
  declare _query: string;
  /** The last insertion, for screen readers (a polite live region). */
  declare _announcement: string;
  /** The tile of each group that Tab reaches (the roving tabindex), by entry id. */
  declare _active: ReadonlyMap<CatalogGroup, string>;

  readonly #editable = this.watch((state) => state.editable);
  #catalog: { t: Translator; options: EditorOptions; catalog: Catalog } | undefined;

  constructor() {
    super();
    this._query = '';
    this._announcement = '';
    this._active = new Map();
  }

  /** The catalog for the shell's language and options, made again only when either changes. */
  #entries(t: Translator, options: EditorOptions): Catalog {
    if (this.#catalog?.t !== t || this.#catalog.options !== options)
      this.#catalog = { t, options, catalog: blockCatalog(t, options) };
    return this.#catalog.catalog;
  }

  #insert(entry: CatalogEntry): void {
    const shell = this.shell;
    if (shell === undefined || entry.disabled || !shell.store.state.editable) return;
    if (insertEntry(shell, entry) !== null) this._announcement = tr(shell.t, 'blocks.added', { name: entry.label });
  }

  /** Hands the press to the editor's drag controller; the click still follows when the pointer did not move. */
  #pointerDown(event: PointerEvent, entry: CatalogEntry): void {
    if (event.button !== 0 || !event.isPrimary || entry.disabled || this.#editable.value === false) return;
    const detail: DragStartDetail = {
      event,
      payload: { type: 'insert', node: structuredClone(entry.node), label: entry.label },
    };
    (event.currentTarget as HTMLElement).dispatchEvent(
      new CustomEvent(DRAG_START, { bubbles: true, composed: true, detail }),
    );
  }

  #gridKey(event: KeyboardEvent): void {
    const grid = event.currentTarget as HTMLElement;
    const tiles = [...grid.querySelectorAll<HTMLElement>('.tile')];
    const index = tiles.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const style = getComputedStyle(grid);
    const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
    const to = rovingTarget(event.key, index, tiles.length, columns, style.direction === 'rtl');
    if (to === undefined) return;
    event.preventDefault();
    tiles[to]?.focus();
  }

  #searchKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      this.renderRoot.querySelector<HTMLElement>('.tile[tabindex="0"]')?.focus();
    } else if (event.key === 'Escape' && this._query !== '') {
      // Clears the filter first; a second Escape goes on to whatever closes the panel.
      event.stopPropagation();
      this._query = '';
    }
  }

  #focusTile(group: CatalogGroup, id: string): void {
    if (this._active.get(group) !== id) this._active = new Map(this._active).set(group, id);
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined) return nothing;
    const { t, options } = shell;
    const editable = this.#editable.value !== false;
    const catalog = this.#entries(t, options);
    const match = (entry: CatalogEntry) => matchesQuery(entry, this._query, t.language);
    const groups: Group[] = [
      { group: 'layouts' as const, title: tr(t, 'blocks.layouts'), entries: catalog.layouts.filter(match) },
      { group: 'blocks' as const, title: t.t('add.blocks'), entries: catalog.blocks.filter(match) },
      { group: 'custom' as const, title: t.t('add.customBlocks'), entries: catalog.custom.filter(match) },
    ].filter((group) => group.entries.length > 0);
    const label = tr(t, 'blocks.searchLabel');
    return html`<div class="search">
        ${searchIcon}
        <input
          type="search"
          aria-label=${label}
          placeholder=${tr(t, 'blocks.searchPlaceholder')}
          .value=${this._query}
          @input=${(event: Event) => (this._query = (event.target as HTMLInputElement).value)}
          @keydown=${(event: KeyboardEvent) => this.#searchKey(event)}
        />
      </div>
      <div class="scroll">
        <p class="hint">${editable ? tr(t, 'blocks.hint') : tr(t, 'blocks.readOnly')}</p>
        ${groups.map((group) => this.#group(group, t, editable))}
        <div class="empty ${groups.length === 0 ? 'shown' : ''}" role="status">
          ${groups.length === 0 ? html`${searchIcon}<span>${tr(t, 'blocks.noMatch', { query: this._query.trim() })}</span>` : nothing}
        </div>
      </div>
      <div class="visually-hidden" role="status">${this._announcement}</div>`;
  }

  #group({ group, title, entries }: Group, t: Translator, editable: boolean) {
    // The tile Tab reaches: the one last focused in the group, else its first (the filter may have hidden it).
    const active = entries.some((entry) => entry.id === this._active.get(group))
      ? this._active.get(group)
      : entries[0]?.id;
    return html`<section class="group" data-group=${group}>
      <h3 id="heading-${group}">${title}</h3>
      <div
        class="grid ${group}"
        role="toolbar"
        aria-labelledby="heading-${group}"
        @keydown=${(event: KeyboardEvent) => this.#gridKey(event)}
      >
        ${entries.map((entry) => this.#tile(entry, entry.id === active, t, editable))}
      </div>
    </section>`;
  }

  #tile(entry: CatalogEntry, active: boolean, t: Translator, editable: boolean) {
    const disabled = entry.disabled || !editable;
    const why = !editable
      ? tr(t, 'blocks.readOnly')
      : entry.disabled
        ? (entry.disabledText ?? t.t('add.disabled'))
        : undefined;
    const layout = entry.group === 'layouts';
    return html`<button
      class="tile ${layout ? 'layout' : 'block'}"
      data-entry=${entry.id}
      tabindex=${active ? 0 : -1}
      aria-disabled=${disabled ? 'true' : nothing}
      aria-description=${why ?? nothing}
      aria-label=${layout ? entry.label : nothing}
      title=${why ?? entry.label}
      @focus=${() => this.#focusTile(entry.group, entry.id)}
      @click=${() => this.#insert(entry)}
      @pointerdown=${(event: PointerEvent) => this.#pointerDown(event, entry)}
    >
      ${
        entry.group === 'layouts'
          ? layoutThumb(entry)
          : html`${kindIcon(entry.tagName, 20)}<span class="name">${entry.label}</span>`
      }
      ${entry.disabled && entry.disabledBadge ? html`<span class="badge">${entry.disabledBadge}</span>` : nothing}
    </button>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-blocks-panel', LpBlocksPanel);

/**
 * `<lp-side-panel>`: the left panel, with the blocks panel (what to add) and the layers tree (the
 * page's structure) as two tabs, the same tab pattern as the selection panel on the right.
 * Collapsed, it keeps a narrow rail with one button per tab, so either is one click (or Enter)
 * away and the canvas gets the room. Which tab is open and whether the panel is collapsed are the
 * user's choices for this editor: kept in the element, never in the document or its history.
 */
import { html, nothing } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { ShellElement } from '../shell-element.ts';
import { icon, type IconName } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { tabStyles } from '../../theme/tabs.ts';
import { defineElement, tagOf } from '../define-element.ts';
import { LpBlocksPanel } from '../blocks-panel/lp-blocks-panel.ts';
import { LpLayers } from '../layers/lp-layers.ts';
import { sidePanelStyles } from './lp-side-panel.styles.ts';
import { NarrowOverlay } from './narrow-overlay.ts';

type Tab = 'blocks' | 'layers';

const TABS: readonly { readonly id: Tab; readonly icon: IconName; readonly label: 'side.blocks' | 'side.layers' }[] = [
  { id: 'blocks', icon: 'plus', label: 'side.blocks' },
  { id: 'layers', icon: 'layers', label: 'side.layers' },
];

// The names this build gave the two parts (define-element.ts): only those go through unsafeStatic.
const BLOCKS = unsafeStatic(tagOf(LpBlocksPanel));
const LAYERS = unsafeStatic(tagOf(LpLayers));

export class LpSidePanel extends ShellElement {
  static override styles = [controls, tabStyles, sidePanelStyles];
  static override properties = { collapsed: { type: Boolean, reflect: true }, tab: { type: String, reflect: true } };

  declare collapsed: boolean;
  declare tab: Tab;
  /** Below NARROW_EDITOR_WIDTH the panel opens over the canvas (narrow-overlay.ts). */
  readonly #overlay = new NarrowOverlay(this);
  readonly #selection = this.watch((state) => state.selection);
  #shownSelection: string | null | undefined;

  constructor() {
    super();
    this.collapsed = false;
    this.tab = 'blocks';
  }

  protected override willUpdate(): void {
    const selection = this.#selection.value;
    if (this.#shownSelection !== undefined && selection !== this.#shownSelection) this.#overlay.selectionChanged();
    this.#shownSelection = selection;
    this.toggleAttribute('overlay', this.#overlay.floating);
    this.toggleAttribute('passing', this.#overlay.passing);
  }

  #open(tab: Tab): void {
    this.tab = tab;
    this.collapsed = false;
  }

  /** Arrow keys move between the tabs (the ARIA tabs pattern); the tab follows focus. */
  #tabKeys(event: KeyboardEvent): void {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.id === this.tab);
    const rtl = getComputedStyle(this).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (forward ? 1 : -1) + TABS.length) % TABS.length;
    this.tab = TABS[next]!.id;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus(),
    );
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined) return nothing;
    const { t } = shell;
    const rail = (covered: boolean) => html`<nav class="rail" aria-label=${t.t('side.label')} ?inert=${covered}>
      ${TABS.map(
        (tab) =>
          html`<button class="icon" data-open=${tab.id} aria-label=${t.t(tab.label)} title=${t.t(tab.label)} @click=${() => this.#open(tab.id)}>${icon(tab.icon)}</button>`,
      )}
    </nav>`;
    if (this.collapsed) return rail(false);
    // A drawer over the canvas keeps the rail under it, so the panel's place in the grid does not change.
    const under = this.#overlay.floating ? rail(true) : nothing;
    return html`${under}<aside aria-label=${t.t('side.label')}>
      <div class="tabs" role="tablist" @keydown=${(event: KeyboardEvent) => this.#tabKeys(event)}>
        ${TABS.map(
          (tab) => html`<button
            role="tab"
            id="tab-${tab.id}"
            data-tab=${tab.id}
            aria-controls="panel"
            aria-selected=${String(this.tab === tab.id)}
            tabindex=${this.tab === tab.id ? 0 : -1}
            @click=${() => (this.tab = tab.id)}
          >
            ${icon(tab.icon, 16)}${t.t(tab.label)}
          </button>`,
        )}
        <span class="spacer"></span>
        <button class="icon" data-control="collapse" aria-label=${t.t('side.collapse')} title=${t.t('side.collapse')} @click=${() => (this.collapsed = true)}>
          ${icon('chevronLeft')}
        </button>
      </div>
      <div class="body" id="panel" role="tabpanel" aria-labelledby="tab-${this.tab}">
        ${this.tab === 'blocks' ? staticHtml`<${BLOCKS}></${BLOCKS}>` : staticHtml`<${LAYERS}></${LAYERS}>`}
      </div>
    </aside>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-side-panel', LpSidePanel);

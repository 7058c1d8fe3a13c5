/**
 * `<lp-side-panel>`: the left panel, with the blocks panel (what to add) and the layers tree (the
 * page's structure) as two tabs, the same tab pattern as the selection panel on the right.
 * Collapsed, it keeps a narrow rail with one button per tab, so either is one click (or Enter)
 * away and the canvas gets the room. Which tab is open and whether the panel is collapsed are the
 * user's choices for this editor: kept in the element, never in the document or its history.
 *
 * A drag held on a tab or a rail button opens that tab (spring-tab.ts), so a tile dragged from
 * the Blocks tab reaches the layers tree; the blocks panel stays, hidden, until the drag ends,
 * since the tile it holds has the pointer.
 *
 * The layers tree is a part of its own (layers-body.ts): the Layers tab shows it once it is in, and
 * asks for it when it shows first. A drag that opens the tab before then finds the tree's drop zone
 * once the tree connects.
 */
import { html, nothing } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import { ShellElement } from '../shell-element.ts';
import { icon, type IconName } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { tabStyles } from '../../theme/tabs.ts';
import { defineElement, tagOf } from '../define-element.ts';
import { LpBlocksPanel } from '../blocks-panel/lp-blocks-panel.ts';
import { addDropZone } from '../drag/drop-zones.ts';
import type { MessageKey, Translator } from '../../i18n/translator.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { EditorShell } from '../../context/editor-context.ts';
import { layersBody, layersWanted } from './layers-body.ts';
import { sidePanelStyles } from './lp-side-panel.styles.ts';
import { NarrowOverlay } from './narrow-overlay.ts';
import { afterRelease, SpringTabs, within } from './spring-tab.ts';

type Tab = 'blocks' | 'layers';

const TABS: readonly {
  readonly id: Tab;
  readonly icon: IconName;
  readonly label: 'side.blocks' | 'side.layers';
  /** What a screen reader hears when a drag opened the tab. */
  readonly opened: MessageKey;
}[] = [
  { id: 'blocks', icon: 'plus', label: 'side.blocks', opened: 'side.blocksOpened' },
  { id: 'layers', icon: 'layers', label: 'side.layers', opened: 'side.layersOpened' },
];

// The name this build gave the blocks panel (define-element.ts): only such names go through unsafeStatic.
const BLOCKS = unsafeStatic(tagOf(LpBlocksPanel));

export class LpSidePanel extends ShellElement {
  static override styles = [controls, tabStyles, sidePanelStyles];
  static override properties = {
    collapsed: { type: Boolean, reflect: true },
    tab: { type: String, reflect: true },
    _armed: { state: true },
    _announcement: { state: true },
  };

  declare collapsed: boolean;
  declare tab: Tab;
  /** The tab a drag rests on, about to open. */
  declare _armed: Tab | undefined;
  /** The last tab a drag opened, for screen readers (a polite live region). */
  declare _announcement: string;
  /** Below NARROW_EDITOR_WIDTH the panel opens over the canvas (narrow-overlay.ts). */
  readonly #overlay = new NarrowOverlay(this);
  readonly #spring = new SpringTabs<Tab>({
    springAt: (x, y) => this.#springAt(x, y),
    armed: (tab) => (this._armed = tab),
    spring: (tab) => this.#sprung(tab),
    covers: (x, y) => this.#covers(x, y),
  });
  /** The store listened to while connected (its selection changes, its drags), and how to stop. */
  #attached: { readonly store: EditorStore; readonly detach: () => void } | undefined;
  /** The blocks panel stays (hidden) after a drag left its tab: its tile holds the pointer. */
  #holdBlocks: AbortController | undefined;

  constructor() {
    super();
    this.collapsed = false;
    this.tab = 'blocks';
    this._armed = undefined;
    this._announcement = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#attach();
    this.#holdBlocks?.abort();
    this.#holdBlocks = undefined;
  }

  protected override willUpdate(): void {
    // The shell may arrive after the panel is connected.
    this.#attach();
    this.toggleAttribute('overlay', this.#overlay.floating);
    this.toggleAttribute('passing', this.#overlay.passing);
    // The Layers tab shows before its part is in (the idle preload has not run, or failed
    // silently): ask for it now. Here, before rendering, so the body shows it loading at once.
    const shell = this.shell;
    if (shell !== undefined && this.tab === 'layers' && !this.collapsed && layersWanted(shell))
      void shell.requestPart('layers');
  }

  /** Listens to the shell's store while connected (and to no other): selection changes, and its drags over the tabs. */
  #attach(): void {
    const store = this.isConnected ? this.shell?.store : undefined;
    if (store === this.#attached?.store) return;
    this.#attached?.detach();
    this.#attached = undefined;
    if (store === undefined) return;
    // A selection made anywhere (an insert, the canvas, the selection panel): the drawer makes way.
    // Not one the layers tree makes while it holds the focus (a click on a row, the arrow keys):
    // the tree is how a designer walks the page, and a drawer that closed at each step could not be walked.
    const unsubscribe = store.subscribe((change) => {
      if (change.state.selection === change.previous.selection) return;
      if (this.tab === 'layers' && this.matches(':focus-within')) return;
      this.#overlay.selectionChanged();
    });
    const unzone = addDropZone(store, this.#spring);
    this.#attached = {
      store,
      detach: () => {
        unsubscribe();
        unzone();
      },
    };
  }

  /** The tab a drag at (x, y) would open: the other tab of the strip, or a rail button while collapsed. */
  #springAt(x: number, y: number): Tab | undefined {
    const buttons = this.renderRoot.querySelectorAll<HTMLElement>(this.collapsed ? '[data-open]' : '[role=tab]');
    for (const button of buttons) {
      const tab = (button.dataset.open ?? button.dataset.tab) as Tab;
      if ((this.collapsed || tab !== this.tab) && within(button, x, y)) return tab;
    }
    return undefined;
  }

  /** A drawer lies over the canvas: where it shows (only its tab strip while a tile passes), the canvas under it takes nothing. */
  #covers(x: number, y: number): boolean {
    if (!this.#overlay.floating) return false;
    return within(this.renderRoot.querySelector(this.#overlay.passing ? '.tabs' : 'aside'), x, y);
  }

  /** A drag rested on `tab`: it opens, and says so. */
  #sprung(tab: Tab): void {
    if (this.tab === 'blocks' && !this.collapsed && tab !== 'blocks') this.#keepBlocks();
    this.#open(tab);
    // A drawer that faded for the tile shows again, with the tab the drag is headed for.
    this.#overlay.stopPassing();
    const t = this.shell?.t;
    const text = t === undefined ? '' : t.t(TABS.find((entry) => entry.id === tab)!.opened);
    // The same words twice in a row are still a change a screen reader reads.
    this._announcement = text === this._announcement ? `${text}\u00a0` : text;
  }

  /** Keeps the blocks panel (hidden) until the pointer is released: removing the dragged tile would end the drag. */
  #keepBlocks(): void {
    this.#holdBlocks ??= afterRelease(() => {
      this.#holdBlocks = undefined;
      this.requestUpdate();
    });
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
    // The live region stays through collapse and open, so what a drag opened from the rail is read.
    const status = html`<div class="visually-hidden" role="status">${this._announcement}</div>`;
    return html`${this.collapsed ? this.#rail(t, false) : this.#panel(shell)}${status}`;
  }

  #rail(t: Translator, covered: boolean) {
    return html`<nav class="rail" aria-label=${t.t('side.label')} ?inert=${covered}>
      ${TABS.map(
        (tab) =>
          html`<button class="icon" data-open=${tab.id} ?data-armed=${!covered && this._armed === tab.id} aria-label=${t.t(tab.label)} title=${t.t(tab.label)} @click=${() => this.#open(tab.id)}>${icon(tab.icon)}</button>`,
      )}
    </nav>`;
  }

  #panel(shell: EditorShell) {
    const { t } = shell;
    // A drawer over the canvas keeps the rail under it, so the panel's place in the grid does not change.
    const under = this.#overlay.floating ? this.#rail(t, true) : nothing;
    const blocks = this.tab === 'blocks' || this.#holdBlocks !== undefined;
    return html`${under}<aside aria-label=${t.t('side.label')}>
      <div class="tabs" role="tablist" @keydown=${(event: KeyboardEvent) => this.#tabKeys(event)}>
        ${TABS.map(
          (tab) => html`<button
            role="tab"
            id="tab-${tab.id}"
            data-tab=${tab.id}
            ?data-armed=${this._armed === tab.id}
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
        ${blocks ? staticHtml`<${BLOCKS} ?hidden=${this.tab !== 'blocks'}></${BLOCKS}>` : nothing}${
          this.tab === 'layers' ? layersBody(shell) : nothing
        }
      </div>
    </aside>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-side-panel', LpSidePanel);

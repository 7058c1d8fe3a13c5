/**
 * `<lp-rich-text-toolbar>`: the floating toolbar of a rich-text edit, above the edited text (below
 * it when there is no room above), placed by its own measure of the text in the canvas frame.
 * Block type (paragraph, H1-H4), font family and size, bold, italic, underline, strikethrough,
 * text color (the embedder's swatches and a picker), link (link-editor.ts), and behind "More"
 * (a popover after the bar, so Tab reaches it next) line height and clear formatting; lists and
 * alignment sit in the bar when it has room for them in one row, else behind "More" too, so the
 * bar is one row on the canvas of a 1280 px window (about 660 px) in every language the editor
 * speaks, and two on a much narrower one. A button's label (the
 * `inline` policy) gets the marks and styles only. Buttons name themselves (aria-label) and say
 * whether they apply (aria-pressed) or open something (aria-expanded); a mousedown on a button
 * keeps the focus in the text, so the selection stays what the user selected. The selects are
 * toolbar-selects.ts. The bar renders again when what it shows changes (toolbar-state.ts), not
 * on every key.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ShellElement } from '../components/shell-element.ts';
import { controls } from '../theme/controls.ts';
import { defineElement } from '../components/define-element.ts';
import type { Command } from 'prosemirror-state';
import { historyKey } from '../components/shortcuts.ts';
import type { Translator } from '../i18n/translator.ts';
import {
  clearFormatting,
  currentLink,
  setLink,
  setStyle,
  toggle,
  toggleList,
  unlink,
  type ListKind,
  type ToggleMark,
} from './commands.ts';
import { colorChoices } from './choices.ts';
import { colorPicker } from './color-picker.ts';
import { gapOf, naturalWidth, outerWidth } from './bar-width.ts';
import { richIcon, type RichIconName } from './icons.ts';
import { linkEditor, type LinkDraft } from './link-editor.ts';
import { placeLinkEditor } from './link-place.ts';
import { barPlace, GAP, overlayGeometry } from './bar-place.ts';
import { checkLink } from './link-url.ts';
import type { RichEdit } from './rich-edit.ts';
import { ALIGNMENTS, type Alignment } from './schema.ts';
import { blockSelect, fontSelect, lineHeightSelect, sizeSelect, type SelectsContext } from './toolbar-selects.ts';
import { sameToolbarState, toolbarState, type ToolbarState } from './toolbar-state.ts';
import { toolbarStyles } from './toolbar.styles.ts';

const MARKS: readonly [ToggleMark, RichIconName, string][] = [
  ['strong', 'bold', 'richText.bold'],
  ['em', 'italic', 'richText.italic'],
  ['underline', 'underline', 'richText.underline'],
  ['strike', 'strike', 'richText.strike'],
];
const LISTS: readonly [ListKind, RichIconName, string][] = [
  ['bullet_list', 'bulletList', 'richText.bulletList'],
  ['ordered_list', 'orderedList', 'richText.orderedList'],
];
const ALIGN_ICONS: Record<Alignment, RichIconName> = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};
/** The lists and alignment group's width before it was ever measured (seven 28 px buttons, gaps, a separator): rather too much than too little. */
const BLOCK_TOOLS_GUESS = 230;

export class LpRichTextToolbar extends ShellElement {
  static override styles = [controls, toolbarStyles];
  static override properties = { _open: { state: true }, _link: { state: true }, _wide: { state: true } };

  /** The edit the toolbar acts on. */
  edit: RichEdit | undefined;
  declare _open: 'link' | 'color' | 'more' | undefined;
  declare _link: LinkDraft;
  /** Lists and alignment fit in the bar's row (else they are behind "More"). */
  declare _wide: boolean;
  #unlisten: (() => void) | undefined;
  #abort: AbortController | undefined;
  #resize: ResizeObserver | undefined;
  /** The lists and alignment group's width, as last measured in the bar. */
  #blockToolsWidth = BLOCK_TOOLS_GUESS;
  /** The element placed in, observed for its size. */
  #observedParent: Element | undefined;
  /** The frame that switches the layout (0: none pending). */
  #refit = 0;
  /** What the bar shows, as last rendered. */
  #shown: ToolbarState | undefined;
  /** What the selects (toolbar-selects.ts) need from the bar. */
  readonly #selects: SelectsContext = {
    t: (key, params) => this.#t(key, params),
    run: (command) => this.#run(command),
  };

  constructor() {
    super();
    this._open = undefined;
    this._link = { href: '', newTab: false, error: undefined, linked: false };
    this._wide = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const edit = this.edit;
    if (edit === undefined) return;
    this.#unlisten = edit.listen((event) => {
      if (event === 'open-link') this.openLink();
      else if (event === 'close-link') this.#close();
      else if (this.#shown === undefined || !sameToolbarState(this.#shown, toolbarState(edit))) this.requestUpdate();
    });
    this.#abort = new AbortController();
    const frameWindow = edit.view.dom.ownerDocument.defaultView;
    frameWindow?.addEventListener('scroll', () => this.place(), { passive: true, signal: this.#abort.signal });
    window.addEventListener('resize', () => this.place(), { passive: true, signal: this.#abort.signal });
    // Undo and redo on a focused button of the bar are the text's, as in the text (a field keeps its own).
    this.addEventListener(
      'keydown',
      (event) => {
        const direction = historyKey(event);
        const target = event.composedPath()[0] as Element | undefined;
        if (direction === undefined || target?.closest('input, select, textarea') != null) return;
        if (!edit.history(direction)) return;
        event.preventDefault();
        event.stopPropagation();
      },
      { signal: this.#abort.signal },
    );
    // The text grows and moves as it is edited and as the canvas lays out; the bar wraps.
    this.#resize = new ResizeObserver(() => this.place());
    this.#resize.observe(edit.view.dom);
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unlisten?.();
    this.#abort?.abort();
    this.#resize?.disconnect();
    this.#observedParent = undefined;
    cancelAnimationFrame(this.#refit);
    this.#refit = 0;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.place();
  }

  /**
   * Places the toolbar above the edited text in its offset parent's coordinates (below near the
   * top), and the link editor, when open, beside the selection (link-place.ts).
   */
  place(): void {
    const anchor = this.edit?.view.dom;
    const frame = anchor?.ownerDocument.defaultView?.frameElement as HTMLElement | null | undefined;
    const parent = this.offsetParent;
    if (anchor === undefined || frame == null || parent === null) return;
    // The overlay it is placed in resizes with the canvas (a side panel opened or closed) too.
    if (parent !== this.#observedParent) {
      if (this.#observedParent !== undefined) this.#resize?.unobserve(this.#observedParent);
      this.#observedParent = parent;
      this.#resize?.observe(parent);
    }
    const geometry = overlayGeometry(frame, parent);
    const box = geometry.overlay;
    const bar = this.renderRoot.querySelector<HTMLElement>('.bar');
    if (bar !== null) this.#fit(bar, box.width - 2 * GAP);
    const size = { height: bar?.offsetHeight ?? 36, width: bar?.offsetWidth ?? this.offsetWidth };
    const at = barPlace(geometry.toOverlay(anchor.getBoundingClientRect()), size, box.width);
    this.toggleAttribute('below', !at.above);
    // A popover (the colors) opens away from the text it edits when there is room: upwards above
    // a bar that is above the text; else downwards, where the overlay ends.
    this.toggleAttribute('popover-up', at.popoverUp);
    this.style.top = `${at.top}px`;
    this.style.left = `${at.left}px`;
    const form = this.renderRoot.querySelector<HTMLElement>('form.link-editor');
    if (form === null || this.edit === undefined) return;
    placeLinkEditor(form, this.edit.view, {
      ...geometry,
      bar: bar?.getBoundingClientRect(),
      at,
      rtl: getComputedStyle(this).direction === 'rtl',
    });
  }

  /**
   * Lists and alignment go in the bar when the whole of it fits in one row of `available` px.
   * The bar's width is the sum of its controls' own widths (a select is as wide as its longest
   * choice, whatever is selected), so the answer does not change with the selection and the
   * layout never swings back and forth.
   */
  #fit(bar: HTMLElement, available: number): void {
    if (this.edit?.policy !== 'rich') return;
    const group = bar.querySelector<HTMLElement>('.block-tools');
    if (group !== null) this.#blockToolsWidth = outerWidth(group) + gapOf(bar);
    const rest = naturalWidth(bar) - (group === null ? 0 : this.#blockToolsWidth);
    const wide = rest + this.#blockToolsWidth <= available;
    if (wide === this._wide || this.#refit !== 0) return;
    // In the next frame: a size change inside the resize observer's own callback is a loop error.
    this.#refit = requestAnimationFrame(() => {
      this.#refit = 0;
      this._wide = wide;
    });
  }

  /** Opens the link editor on the link at the selection (or a new one). */
  openLink(): void {
    const edit = this.edit;
    if (edit === undefined || edit.view.state.schema.marks.link === undefined) return;
    const link = currentLink(edit.view.state);
    this._link = { href: link?.href ?? '', newTab: link?.target === '_blank', error: undefined, linked: !!link };
    this._open = 'link';
    edit.linkEditorOpen = true;
    // The address selected: what the user types replaces it (never appends to it).
    void this.updateComplete.then(() => {
      const url = this.renderRoot.querySelector<HTMLInputElement>('input.url');
      url?.focus();
      url?.select();
    });
  }

  #close(): void {
    this._open = undefined;
    if (this.edit !== undefined) this.edit.linkEditorOpen = false;
    this.edit?.view.focus();
  }

  #applyLink(): void {
    const result = checkLink(this._link.href);
    if ('error' in result) {
      this._link = { ...this._link, error: result.error };
      return;
    }
    this.#close();
    this.#run(setLink(result.href, this._link.newTab ? '_blank' : null));
  }

  #run(command: Command): void {
    this.edit?.run(command);
  }

  // The keys are new (the lead merges them into the catalogs): until then the translator returns the key.
  #t = (key: string, params?: Record<string, string | number>) =>
    this.shell?.t.t(key as Parameters<Translator['t']>[0], params) ?? key;

  protected override render(): TemplateResult | typeof nothing {
    const edit = this.edit;
    if (edit === undefined) return nothing;
    const shown = toolbarState(edit);
    this.#shown = shown;
    const rich = edit.policy === 'rich';
    const t = this.#t;
    const options = this.shell?.options;
    const color = shown.color;
    return html`<div
        class="bar"
        role="toolbar"
        aria-label=${t('richText.toolbar')}
        @mousedown=${(event: MouseEvent) => {
          if (!(event.target as Element).closest('select, input, .popover')) event.preventDefault();
        }}
      >
        ${rich ? blockSelect(shown.block, this.#selects) : nothing}
        ${fontSelect(shown.font, options, this.#selects)}
        ${sizeSelect(shown.size, options, this.#selects)}
        <span class="sep"></span>
        ${MARKS.map(([mark, name, label]) => this.#button(`mark-${mark}`, name, t(label), shown.marks[mark], toggle(mark)))}
        <button
          class="icon color ${this._open === 'color' ? 'open' : ''}"
          aria-label=${t('richText.color')}
          title=${t('richText.color')}
          aria-expanded=${this._open === 'color' ? 'true' : 'false'}
          @click=${() => {
            this._open = this._open === 'color' ? undefined : 'color';
          }}
        >
          ${richIcon('color')}<span class="swatch-bar" style="background:${color ?? 'currentColor'}"></span>
        </button>
        ${rich ? this.#button('link', 'link', t('richText.link'), shown.link, () => (this.openLink(), true), this._open === 'link') : nothing}
        ${rich && this._wide ? html`<span class="block-tools"><span class="sep"></span>${this.#blockTools(shown)}</span>` : nothing}
        <span class="sep"></span>
        ${
          rich
            ? html`<button
              class="icon more ${this._open === 'more' ? 'open' : ''}"
              data-action="more"
              aria-label=${t('richText.more')}
              title=${t('richText.more')}
              aria-expanded=${this._open === 'more' ? 'true' : 'false'}
              aria-controls="more"
              @click=${() => {
                this._open = this._open === 'more' ? undefined : 'more';
              }}
            >
              ${richIcon('more')}
            </button>`
            : this.#button('clear', 'clear', t('richText.clear'), undefined, clearFormatting)
        }
      </div>
      ${this._open === 'color' ? this.#colors(color) : nothing}
      ${this._open === 'more' && rich ? this.#more(shown) : nothing}
      ${
        this._open === 'link'
          ? linkEditor(this._link, {
              t,
              change: (draft) => {
                this._link = { ...this._link, ...draft };
              },
              apply: () => this.#applyLink(),
              unlink: () => {
                this.#close();
                this.#run(unlink);
              },
              close: () => this.#close(),
            })
          : nothing
      }`;
  }

  /** Lists and alignment: in the bar when it is wide enough, else in "More". */
  #blockTools({ list, align }: ToolbarState): TemplateResult {
    const t = this.#t;
    const edit = this.edit!;
    return html`${LISTS.map(([kind, name, label]) => this.#button(`list-${kind}`, name, t(label), list === kind, toggleList(kind)))}
      <span class="sep"></span>
      ${ALIGNMENTS.map((value) => this.#button(`align-${value}`, ALIGN_ICONS[value], t(`richText.align.${value}`), align === value, () => edit.align(value)))}`;
  }

  /** The "More" popover: lists and alignment when the bar has no room for them, line height, clear formatting. */
  #more(shown: ToolbarState): TemplateResult {
    const t = this.#t;
    return html`<div
      id="more"
      class="popover more"
      role="group"
      aria-label=${t('richText.more')}
      @mousedown=${(event: MouseEvent) => {
        if (!(event.target as Element).closest('select')) event.preventDefault();
      }}
      @keydown=${(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        this._open = undefined;
        this.edit?.view.focus();
      }}
    >
      <div class="row">
        ${this._wide ? nothing : html`${this.#blockTools(shown)}<span class="sep"></span>`}
        ${lineHeightSelect(shown.lineHeight, this.#selects)}
        ${this.#button('clear', 'clear', t('richText.clear'), undefined, clearFormatting)}
      </div>
    </div>`;
  }

  #button(
    action: string,
    name: RichIconName,
    label: string,
    pressed: boolean | undefined,
    command: Command,
    expanded?: boolean,
  ): TemplateResult {
    return html`<button
      class="icon"
      data-action=${action}
      aria-label=${label}
      title=${label}
      aria-pressed=${pressed === undefined ? nothing : String(pressed)}
      aria-expanded=${expanded === undefined ? nothing : String(expanded)}
      @click=${() => this.#run(command)}
    >
      ${richIcon(name)}
    </button>`;
  }

  #colors(current: string | null): TemplateResult {
    return colorPicker(current, {
      t: this.#t,
      colors: colorChoices(this.shell?.options),
      pick: (value) => {
        this._open = undefined;
        this.#run(setStyle('color', value));
      },
      close: () => {
        this._open = undefined;
        this.edit?.view.focus();
      },
    });
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-rich-text-toolbar', LpRichTextToolbar);

declare global {
  interface HTMLElementTagNameMap {
    'lp-rich-text-toolbar': LpRichTextToolbar;
  }
}

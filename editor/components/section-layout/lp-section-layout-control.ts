/**
 * `<lp-section-layout-control>`: the layout of one section, for the section's panel. A row of
 * layout presets (the add menu's layouts, drawn by the blocks panel's diagram; the current one
 * pressed), a column count stepper (1 to 6), and each column's width in % at the level the current
 * device edits, with "Equal widths". A single column shows its width and can be centred (the
 * section's `column-align`).
 *
 * Changing the count keeps every block (section-layout.ts). Presets and the count are structure:
 * disabled where the section is locked for this user; widths are settings and stay editable.
 *
 * @property uid - the section's uid.
 */
import { html, nothing } from 'lit';
import type { TemplateNode } from '../../../renderer/index.ts';
import { ShellElement } from '../shell-element.ts';
import { controls } from '../../theme/controls.ts';
import { icon } from '../icons.ts';
import { defineElement } from '../define-element.ts';
import { blockCatalog, type LayoutEntry } from '../../blocks/catalog.ts';
import { layoutDiagram } from '../blocks-panel/layout-diagram.ts';
import { viewDevice } from '../../context/view-devices.ts';
import { setAttribute } from '../../store/commands.ts';
import { locate } from '../../store/tree.ts';
import {
  columnsOf,
  columnWidths,
  equalColumnWidths,
  MAX_COLUMNS,
  MIN_COLUMN_PERCENT,
  MIN_COLUMNS,
  resizeBetween,
  resolvedWidths,
  rowNeighbour,
  setColumnCount,
  setColumnLayout,
  setColumnWidths,
} from '../../store/section-layout.ts';
import { layoutText } from './section-layout-texts.ts';
import { layoutControlStyles } from './lp-section-layout-control.styles.ts';

/** The section attribute that places columns narrower than the row (section.ts). */
const COLUMN_ALIGN = 'column-align';

export class LpSectionLayoutControl extends ShellElement {
  static override properties = { uid: { type: String } };
  static override styles = [controls, layoutControlStyles];

  /** The section's uid. */
  declare uid: string;

  // The section node (a new snapshot on any change inside it), and what enables the controls.
  readonly #state = this.watch((state) => {
    const node = this.uid === undefined ? undefined : locate<TemplateNode>(state.doc, this.uid)?.node;
    return [node, state.editable, state.locks] as const;
  });

  #node(): TemplateNode | undefined {
    const state = this.shell?.store.state;
    return state === undefined || this.uid === undefined ? undefined : locate<TemplateNode>(state.doc, this.uid)?.node;
  }

  protected override render() {
    const shell = this.shell;
    const node = this.#node();
    if (shell === undefined || node === undefined || this.#state.value === undefined) return nothing;
    const { t, store } = shell;
    const level = viewDevice(shell.device).level;
    const count = columnsOf(node).length;
    const widths = resolvedWidths(columnWidths(node, level));
    const layouts = blockCatalog(t, shell.options).layouts;
    const current = layouts.find((layout) => matches(layout, widths));
    const run = (command: Parameters<typeof store.run>[0]) => store.run(command);
    return html`<div class="layout" role="group" aria-label=${layoutText(t, 'sectionLayout.title')}>
      <div class="presets" role="group" aria-label=${layoutText(t, 'sectionLayout.presets')}>
        ${layouts.map(
          (layout) => html`<button
            class="preset"
            data-layout=${layout.id}
            aria-label=${layout.label}
            title=${layout.label}
            aria-pressed=${String(layout === current)}
            ?disabled=${layout !== current && !store.can(setColumnLayout(this.uid, layout.widths))}
            @click=${() => run(setColumnLayout(this.uid, layout.widths))}
          >
            ${layoutDiagram(layout.widths)}
          </button>`,
        )}
      </div>
      <div class="row count">
        <label for="count">${layoutText(t, 'sectionLayout.count')}</label>
        <div class="stepper">
          <button
            class="icon"
            data-control="fewer"
            aria-label=${layoutText(t, 'sectionLayout.fewer')}
            title=${layoutText(t, 'sectionLayout.fewer')}
            ?disabled=${!store.can(setColumnCount(this.uid, count - 1))}
            @click=${() => run(setColumnCount(this.uid, count - 1))}
          >
            ${minus}
          </button>
          <input
            id="count"
            type="number"
            inputmode="numeric"
            min=${MIN_COLUMNS}
            max=${MAX_COLUMNS}
            step="1"
            .value=${String(count)}
            ?disabled=${!store.can(setColumnCount(this.uid, count + 1)) && !store.can(setColumnCount(this.uid, count - 1))}
            @change=${(event: Event) => this.#count(event.target as HTMLInputElement, count)}
          />
          <button
            class="icon"
            data-control="more"
            aria-label=${layoutText(t, 'sectionLayout.more')}
            title=${layoutText(t, 'sectionLayout.more')}
            ?disabled=${!store.can(setColumnCount(this.uid, count + 1))}
            @click=${() => run(setColumnCount(this.uid, count + 1))}
          >
            ${icon('plus', 16)}
          </button>
        </div>
      </div>
      ${count === 0 ? nothing : this.#widths(node, widths)}
    </div>`;
  }

  #widths(node: TemplateNode, widths: readonly number[]) {
    const shell = this.shell!;
    const { t, store } = shell;
    const level = viewDevice(shell.device).level;
    const editable = store.state.editable;
    const single = widths.length === 1;
    const centred = node.attributes?.[COLUMN_ALIGN] === 'center';
    const raw = columnWidths(node, level);
    const max = (index: number) => {
      const neighbour = rowNeighbour(raw, index);
      if (single) return 100;
      return neighbour === undefined ? widths[index]! : widths[index]! + widths[neighbour]! - MIN_COLUMN_PERCENT;
    };
    return html`<fieldset class="widths" ?disabled=${!editable}>
      <legend>${layoutText(t, 'sectionLayout.widths')}</legend>
      <div class="inputs">
        ${widths.map(
          (width, index) => html`<label class="width">
            <span class="number" aria-hidden="true">${index + 1}</span>
            <input
              type="number"
              inputmode="decimal"
              data-column=${index}
              aria-label=${layoutText(t, 'sectionLayout.columnWidth', { number: index + 1 })}
              min=${MIN_COLUMN_PERCENT}
              max=${max(index)}
              step="1"
              .value=${String(width)}
              @change=${(event: Event) => this.#width(event.target as HTMLInputElement, index)}
            /><span class="unit" aria-hidden="true">%</span>
          </label>`,
        )}
      </div>
      <div class="row">
        ${
          single
            ? html`<button
              data-control="centre"
              aria-pressed=${String(centred)}
              ?disabled=${!store.can(setAttribute(this.uid, COLUMN_ALIGN, centred ? undefined : 'center'))}
              @click=${() => store.run(setAttribute(this.uid, COLUMN_ALIGN, centred ? undefined : 'center'))}
            >
              ${centreIcon}${layoutText(t, 'sectionLayout.centre')}
            </button>`
            : nothing
        }
        <button
          data-control="equal"
          ?disabled=${!store.can(equalColumnWidths(this.uid, level))}
          @click=${() => store.run(equalColumnWidths(this.uid, level))}
        >
          ${icon('reset', 16)}${layoutText(t, 'sectionLayout.equal')}
        </button>
      </div>
    </fieldset>`;
  }

  #count(input: HTMLInputElement, count: number): void {
    const wanted = Math.round(Number(input.value));
    const next = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Number.isFinite(wanted) ? wanted : count));
    if (!this.shell?.store.run(setColumnCount(this.uid, next))) input.value = String(count);
  }

  /**
   * A width typed for column `index`: its neighbour on its row (the next one; the previous for
   * the last) takes the difference, so the row still adds up to 100 (columns that wrap: to what it
   * did). A single column takes the value as is; one alone on a wrapped row keeps its width.
   */
  #width(input: HTMLInputElement, index: number): void {
    const shell = this.shell;
    const node = this.#node();
    if (shell === undefined || node === undefined) return;
    const level = viewDevice(shell.device).level;
    const raw = columnWidths(node, level);
    const before = resolvedWidths(raw);
    const value = Number.parseFloat(input.value);
    const neighbour = rowNeighbour(raw, index);
    let next: string[] | undefined;
    if (!Number.isFinite(value)) next = undefined;
    else if (before.length === 1)
      next = [`${Math.round(Math.min(100, Math.max(MIN_COLUMN_PERCENT, value)) * 100) / 100}%`];
    else if (neighbour === undefined) next = undefined;
    else if (neighbour < index) next = resizeBetween(raw, neighbour, before[index]! - value);
    else next = resizeBetween(raw, index, value - before[index]!);
    if (next === undefined || !shell.store.run(setColumnWidths(this.uid, next, { level })))
      input.value = String(before[index]);
    // The store may have clamped the value: the input shows what the row holds.
    this.requestUpdate();
  }
}

/** Whether a preset describes the row: as many columns, each within rounding of its share. */
function matches(layout: LayoutEntry, widths: readonly number[]): boolean {
  return (
    layout.widths.length === widths.length &&
    layout.widths.every((width, index) => Math.abs(Number.parseFloat(width) - widths[index]!) < 0.05)
  );
}

const minus = html`<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M5 12h14"/></svg>`;
const centreIcon = html`<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M12 3v18M7 8h10v8H7z"/></svg>`;

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-section-layout-control', LpSectionLayoutControl);

declare global {
  interface HTMLElementTagNameMap {
    'lp-section-layout-control': LpSectionLayoutControl;
  }
}

/**
 * What `<lp-canvas>` shows: the frame at the device's width (scaled to fit), and over it the
 * overlay: hover and selection outlines, a drag's drop indicator, the node toolbar or the text's
 * toolbar, the section's column handles, the empty page's call to action; beside it, a drag's
 * ghost (fixed, so it follows the pointer over the panels) and the live region that announces
 * drops and moves.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { EditorShell } from '../../context/editor-context.ts';
import { icon, kindIcon } from '../icons.ts';
import type { Box } from './canvas-selection.ts';
import type { DragView } from '../drag/drag-controller.ts';

/** What the canvas's view needs, computed by the element. */
export interface CanvasView {
  readonly shell: EditorShell;
  readonly geometry: { readonly width: number; readonly scale: number; readonly height: number };
  readonly boxes: { readonly hover?: Box; readonly selected?: Box };
  readonly editing: boolean;
  readonly drag: DragView | undefined;
  /** The node toolbar or the text's toolbar, and the column handles, as the element made them. */
  readonly tools: readonly unknown[];
  readonly empty: boolean;
  readonly ready: boolean;
  /** The frame holds the focus, reached with the keyboard (an iframe never matches :focus-visible). */
  readonly focusRing: boolean;
  readonly announcement: string;
}

export function canvasView(view: CanvasView): TemplateResult {
  const { shell, geometry, boxes, drag } = view;
  const { t } = shell;
  const { width, scale, height } = geometry;
  const canvas = { width: Math.round(width * scale), height: height * scale };
  return html`<div class="viewport" part="viewport">
      <div class="stage ${view.focusRing ? 'focus-ring' : ''}" style="width:${Math.round(width * scale)}px">
        <iframe
          title=${t.t('canvas.label')}
          sandbox="allow-same-origin"
          style="width:${width}px;height:${height}px;transform:scale(${scale})"
        ></iframe>
        <div class="overlay">
          ${boxes.hover && drag === undefined ? html`<div class="box hover" style=${frameStyle(boxes.hover, FRAME.hover, canvas)}></div>` : nothing}
          ${drag?.indicator ? html`<div class="drop ${drag.indicator.type} ${drag.indicator.vertical ? 'vertical' : ''}" style=${boxStyle(drag.indicator)}></div>` : nothing}
          ${boxes.selected ? html`<div class="box selected ${view.editing ? 'editing' : ''}" style=${frameStyle(boxes.selected, FRAME.selected, canvas)}></div>` : nothing}
          ${view.tools}
          ${view.empty && view.ready ? emptyPage(shell) : nothing}
        </div>
        ${view.ready ? nothing : html`<div class="loading">${t.t('canvas.loading')}</div>`}
      </div>
    </div>
    <div class="fixed-origin"></div>
    ${
      drag === undefined
        ? nothing
        : html`<div class="ghost ${drag.indicator === undefined ? 'refused' : ''}" style="left:${drag.ghost.x}px;top:${drag.ghost.y}px" aria-hidden="true">
          ${kindIcon(drag.ghost.tagName, 16)}<span>${drag.ghost.label}</span>
        </div>`
    }
    <div class="announcer" role="status" aria-live="polite">${view.announcement}</div>`;
}

/** The empty page: what to do, and the button that opens the add dialog. */
function emptyPage(shell: EditorShell): TemplateResult {
  const { t } = shell;
  const busy = shell.pending.has('add-menu');
  return html`<div class="empty">
    <p><strong>${t.t('canvas.empty')}</strong></p>
    <p>${t.t('canvas.emptyHelp')}</p>
    <p>
      <button class="primary" ?disabled=${!shell.store.state.editable} aria-busy=${String(busy)} @click=${() => shell.openAddMenu()}>
        ${busy ? html`<span class="spinner small"></span>` : icon('plus', 16)}${t.t('canvas.addSection')}
      </button>
    </p>
  </div>`;
}

/** How wide the hovered and the selected node's frames are drawn (px); their style and colour are the stylesheet's. */
const FRAME = { hover: 1, selected: 2 } as const;

/**
 * A node's frame, drawn around its box (outside it by the frame's width): inside, it covered the
 * first pixels of what the node draws, and a form label at the block's very edge lost its first
 * letter. Where the node reaches the canvas's edge, that side is pushed back inside (the overlay
 * clips): a full-width section's frame still shows there. A side whose node goes on past the
 * canvas (scrolled out of view) stays out of it, as the node does.
 */
function frameStyle(box: Box, frame: number, canvas: { readonly width: number; readonly height: number }): string {
  const near = (edge: number) => (edge > -frame ? Math.max(edge - frame, 0) : edge - frame);
  const far = (edge: number, limit: number) => (edge < limit + frame ? Math.min(edge + frame, limit) : edge + frame);
  const left = near(box.left);
  const top = near(box.top);
  const right = far(box.left + box.width, canvas.width);
  const bottom = far(box.top + box.height, canvas.height);
  return `${boxStyle({ top, left, width: right - left, height: bottom - top })};border-width:${frame}px`;
}

function boxStyle(box: { top: number; left: number; width: number; height: number }): string {
  return `top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px`;
}

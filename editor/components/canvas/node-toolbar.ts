/**
 * The small toolbar on the selected node: its name, then select parent, move up and down,
 * duplicate and delete. Placed on the node beside a short block, it may be drawn compact, without
 * the name (toolbar-place.ts): the selection panel's header names the node, and the toolbar's
 * accessible name still does. Each button is enabled by the command's dry run, so it is disabled
 * exactly when the command would not apply (and always for the `reader` role). The move buttons
 * point the way the node moves: up and down in a stack, left and right for columns side by side
 * (mirrored when the page reads right to left). While text is edited inline, the rich-text
 * toolbar (editor/rich-text/) takes its place: the canvas then asks for no model.
 */
import { kindName } from '../../i18n/kind-name.ts';
import { html, type TemplateResult } from 'lit';
import type { Translator } from '../../i18n/translator.ts';
import { icon, kindIcon, type IconName } from '../icons.ts';

export interface ToolbarAction {
  readonly name: 'parent' | 'up' | 'down' | 'duplicate' | 'delete';
  readonly enabled: boolean;
}

export interface ToolbarModel {
  readonly tagName: string;
  readonly top: number;
  readonly left: number;
  readonly below: boolean;
  /** Drawn without the kind's name (toolbar-place.ts). */
  readonly compact?: boolean;
  /** The node's siblings sit side by side (columns in a row): moves are left and right. */
  readonly row: boolean;
  /** The page reads right to left: the previous place is on the right. */
  readonly rtl: boolean;
  /** The node is locked (its structure held for this user, or a manager's lock to see). */
  readonly locked: boolean;
  /** The node may be dragged elsewhere (editable, its structure not held). */
  readonly movable: boolean;
  /** A drag is under way: the toolbar stays (its grip holds the pointer) but is not seen. */
  readonly dragging?: boolean;
  readonly actions: readonly ToolbarAction[];
}

const ICONS: Readonly<Record<ToolbarAction['name'], IconName>> = {
  parent: 'parent',
  up: 'up',
  down: 'down',
  duplicate: 'duplicate',
  delete: 'trash',
};

const LABELS = {
  parent: 'toolbar.selectParent',
  up: 'toolbar.moveUp',
  down: 'toolbar.moveDown',
  duplicate: 'toolbar.duplicate',
  delete: 'toolbar.delete',
} as const;

/** In a row, a move back or forward is drawn and named by the side it goes to. */
function sideways(
  name: 'up' | 'down',
  rtl: boolean,
): { icon: IconName; label: 'toolbar.moveLeft' | 'toolbar.moveRight' } {
  const left = (name === 'up') !== rtl;
  return left ? { icon: 'left', label: 'toolbar.moveLeft' } : { icon: 'right', label: 'toolbar.moveRight' };
}

/**
 * The toolbar's markup; `run` receives the action's name. `drag` arms a drag of the node from the
 * grip: the way to drag with a finger or a pen, which on the page itself would scroll the canvas.
 */
export function nodeToolbar(
  model: ToolbarModel,
  t: Translator,
  run: (name: ToolbarAction['name']) => void,
  drag?: (event: PointerEvent) => void,
): TemplateResult {
  const lock = model.locked
    ? html`<span class="lock" role="img" aria-label=${t.t('toolbar.locked')} title=${t.t('toolbar.locked')}>${icon('lock', 12)}</span>`
    : '';
  return html`<div
    class="toolbar ${model.below ? 'below' : ''} ${model.compact ? 'compact' : ''} ${model.dragging ? 'dragging' : ''}"
    role="toolbar"
    aria-label=${kindName(t, model.tagName)}
    style="top:${model.top}px;left:${model.left}px"
    @mousedown=${(event: MouseEvent) => event.preventDefault()}
  >
    ${
      drag === undefined
        ? ''
        : html`<button
          class="icon grip"
          data-action="drag"
          aria-label=${t.t('toolbar.drag')}
          title=${t.t('toolbar.drag')}
          ?disabled=${!model.movable}
          @pointerdown=${drag}
        >
          ${icon('grip', 16)}
        </button>`
    }
    ${
      model.compact
        ? lock
        : html`<span class="name">${kindIcon(model.tagName, 14)}${kindName(t, model.tagName)}${lock}</span>`
    }
    ${model.actions.map((action) => button(action, model, t, run))}
  </div>`;
}

function button(
  action: ToolbarAction,
  model: ToolbarModel,
  t: Translator,
  run: (name: ToolbarAction['name']) => void,
): TemplateResult {
  const side =
    model.row && (action.name === 'up' || action.name === 'down') ? sideways(action.name, model.rtl) : undefined;
  const label = t.t(side?.label ?? LABELS[action.name]);
  return html`<button
    class="icon ${action.name === 'delete' ? 'danger' : ''}"
    data-action=${action.name}
    title=${label}
    aria-label=${label}
    ?disabled=${!action.enabled}
    @click=${() => run(action.name)}
  >
    ${icon(side?.icon ?? ICONS[action.name], 16)}
  </button>`;
}

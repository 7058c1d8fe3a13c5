/**
 * The small toolbar on the selected node: its name, then select parent, move up and down,
 * duplicate and delete; while text is edited inline, bold, italic and link. Each button is
 * enabled by the command's dry run, so it is disabled exactly when the command would not apply
 * (and always for the `reader` role).
 */
import { kindName } from '../../i18n/kind-name.ts';
import { html, type nothing, type TemplateResult } from 'lit';
import type { Translator } from '../../i18n/translator.ts';
import { icon, kindIcon, type IconName } from '../icons.ts';

export interface ToolbarAction {
  readonly name: 'parent' | 'up' | 'down' | 'duplicate' | 'delete' | 'bold' | 'italic' | 'link';
  readonly enabled: boolean;
}

export interface ToolbarModel {
  readonly tagName: string;
  readonly top: number;
  readonly left: number;
  readonly below: boolean;
  readonly actions: readonly ToolbarAction[];
}

const ICONS: Readonly<Record<ToolbarAction['name'], IconName>> = {
  parent: 'parent',
  up: 'up',
  down: 'down',
  duplicate: 'duplicate',
  delete: 'trash',
  bold: 'bold',
  italic: 'italic',
  link: 'link',
};

const LABELS = {
  parent: 'toolbar.selectParent',
  up: 'toolbar.moveUp',
  down: 'toolbar.moveDown',
  duplicate: 'toolbar.duplicate',
  delete: 'toolbar.delete',
  bold: 'toolbar.bold',
  italic: 'toolbar.italic',
  link: 'toolbar.link',
} as const;

/** The toolbar's markup; `run` receives the action's name. */
export function nodeToolbar(
  model: ToolbarModel,
  t: Translator,
  run: (name: ToolbarAction['name']) => void,
): TemplateResult {
  return html`<div
    class="toolbar ${model.below ? 'below' : ''}"
    role="toolbar"
    aria-label=${kindName(t, model.tagName)}
    style="top:${model.top}px;left:${model.left}px"
    @mousedown=${(event: MouseEvent) => event.preventDefault()}
  >
    <span class="name">${kindIcon(model.tagName, 14)}${kindName(t, model.tagName)}</span>
    ${model.actions.map((action) =>
      action.name === 'bold' ? html`<span class="sep"></span>${button(action, t, run)}` : button(action, t, run),
    )}
  </div>`;
}

function button(
  action: ToolbarAction,
  t: Translator,
  run: (name: ToolbarAction['name']) => void,
): TemplateResult | typeof nothing {
  const label = t.t(LABELS[action.name]);
  return html`<button
    class="icon ${action.name === 'delete' ? 'danger' : ''}"
    data-action=${action.name}
    title=${label}
    aria-label=${label}
    ?disabled=${!action.enabled}
    @click=${() => run(action.name)}
  >
    ${icon(ICONS[action.name], 16)}
  </button>`;
}

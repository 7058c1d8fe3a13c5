/**
 * The Layers tab's body. The layers tree is a part of its own (editor/lazy/parts.ts, 'layers'):
 * the panel opens on its Blocks tab, so the first script and the workspace leave the tree out, and
 * the editor fetches it when the browser is idle after the start (LATER_PARTS) or when this tab
 * first shows, whichever comes first. Until it is in, the body says it loads; if it could not load,
 * the body says why and offers to try again (the shell told the host and the user, as for every
 * part, without a toast over this).
 */
import { html, type TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic, type StaticValue } from 'lit/static-html.js';
import type { EditorShell } from '../../context/editor-context.ts';
import { loadedPart } from '../../lazy/load-part.ts';
import { tagOf } from '../define-element.ts';
import { icon } from '../icons.ts';

/** The tree's element name, once its part is in (the name this build gave it: define-element.ts). */
let treeTag: StaticValue | undefined;

/** Whether the tab's body should ask for the part: it is not in, not loading, and did not just fail. */
export function layersWanted(shell: EditorShell): boolean {
  return (
    loadedPart('layers') === undefined && !shell.pending.has('layers') && shell.partFailure('layers') === undefined
  );
}

/** The tree when its part is in; else that it loads, or why it could not, with a button to try again. */
export function layersBody(shell: EditorShell): TemplateResult {
  const part = loadedPart('layers');
  if (part !== undefined) {
    treeTag ??= unsafeStatic(tagOf(part.LpLayers));
    return staticHtml`<${treeTag}></${treeTag}>`;
  }
  const { t } = shell;
  const failure = shell.partFailure('layers');
  if (failure === undefined)
    return html`<div class="part-state" role="status" aria-busy="true" data-part-state="loading">
      <span class="spinner"></span>${t.t('side.layersLoading')}
    </div>`;
  const busy = shell.pending.has('layers');
  return html`<div class="part-state failed" role="alert" data-part-state="failed">
    ${icon('alert', 20)}
    <p>${t.t('side.layersFailed')}</p>
    <p class="reason" dir="auto">${failure}</p>
    <button data-control="retry-layers" aria-busy=${String(busy)} ?disabled=${busy} @click=${() => void shell.requestPart('layers')}>
      ${busy ? html`<span class="spinner small"></span>` : icon('reset', 16)}${t.t('editor.retry')}
    </button>
  </div>`;
}

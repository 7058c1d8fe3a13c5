/**
 * What `<lp-editor>` shows, for each moment of its life: the message an element without options
 * shows, the start (a spinner, then its words once the UI texts arrived), why it could not start,
 * and the editor itself. Its parts are rendered by the names this build gave them
 * (define-element.ts): another build of the editor on the page may hold the plain names.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { EditorNotification } from '../../events.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import type { Translator } from '../../i18n/translator.ts';
import { icon } from '../icons.ts';
import { tagOf } from '../define-element.ts';
import { LpCanvas } from '../canvas/lp-canvas.ts';
import { LpTopBar } from '../top-bar/lp-top-bar.ts';
import { LpWindowBar } from '../window-bar/lp-window-bar.ts';
import { LpSelectionPanel } from '../selection-panel/lp-selection-panel.ts';
import { LpAddMenu } from '../add-menu/lp-add-menu.ts';
import { LpPreview } from '../preview/lp-preview.ts';
import { LpNotifications } from '../notifications/lp-notifications.ts';

/**
 * The parts' element names as static template values. Only these constant names go through
 * `unsafeStatic`, never anything a host or a document gives.
 */
const PART = {
  canvas: unsafeStatic(tagOf(LpCanvas)),
  topBar: unsafeStatic(tagOf(LpTopBar)),
  windowBar: unsafeStatic(tagOf(LpWindowBar)),
  panel: unsafeStatic(tagOf(LpSelectionPanel)),
  addMenu: unsafeStatic(tagOf(LpAddMenu)),
  preview: unsafeStatic(tagOf(LpPreview)),
  notifications: unsafeStatic(tagOf(LpNotifications)),
};

/**
 * What an `<lp-editor>` without options shows. Not translated: without options there is no
 * language yet, and it speaks to the integrator, as the console would.
 */
const NEEDS_CONFIG = 'This editor has no options yet: set its config property (or its config attribute, as JSON) to start it. See "The element" in the editor API docs.';

/** The element's state the view shows, and what its controls call. */
export interface EditorView {
  readonly status: 'idle' | 'authorizing' | 'ready' | 'failed';
  readonly failure: string;
  /** The failure is about the API key and its domains (the service refused it). */
  readonly keyHelp: boolean;
  readonly options: EditorOptions | undefined;
  readonly t: Translator;
  readonly notifications: readonly (EditorNotification & { id: number })[];
  readonly addOpen: boolean;
  /** The preview's HTML; null while the service renders it; undefined when closed. */
  readonly preview: string | null | undefined;
  readonly dismiss: (event: CustomEvent<number>) => void;
  readonly closeAddMenu: () => void;
  readonly closePreview: () => void;
}

/** The editor's content (inside its `.root`). */
export function editorView(view: EditorView): TemplateResult {
  const { options, t } = view;
  const notifications = staticHtml`<${PART.notifications} .items=${view.notifications} .t=${t} @dismiss=${view.dismiss}></${PART.notifications}>`;
  if (view.status === 'failed') {
    return html`<div class="failed" role="alert">
        ${icon('lock', 28)}
        <h2>${t.t('editor.unauthorized.title')}</h2>
        <p class="reason">${view.failure}</p>
        ${view.keyHelp ? html`<p>${t.t('editor.unauthorized.help')}</p>` : nothing}
      </div>
      ${notifications}`;
  }
  // Starting, before the UI texts arrived: a spinner, and the words once they are in.
  if (view.status === 'authorizing') return html`<div class="starting" role="status"><span class="spinner"></span>${options === undefined ? nothing : t.t('editor.starting')}</div>`;
  if (options === undefined || view.status !== 'ready') return html`<div class="starting needs-config" role="status">${NEEDS_CONFIG}</div>`;
  const showWindowBar = (options.windowBar?.length ?? 0) > 0 || options.renameTemplate;
  return staticHtml`
    ${showWindowBar ? staticHtml`<${PART.windowBar}></${PART.windowBar}>` : nothing}
    ${options.removeTopBar ? nothing : staticHtml`<${PART.topBar}></${PART.topBar}>`}
    <div class="main ${options.hideSelectionPanel ? 'panel-collapsed' : ''}">
      <${PART.canvas}></${PART.canvas}>
      <${PART.panel} ?collapsed=${options.hideSelectionPanel}></${PART.panel}>
    </div>
    ${view.addOpen ? staticHtml`<${PART.addMenu} @close=${view.closeAddMenu}></${PART.addMenu}>` : nothing}
    ${view.preview !== undefined ? staticHtml`<${PART.preview} .html=${view.preview ?? undefined} @close=${view.closePreview}></${PART.preview}>` : nothing}
    ${notifications}
  `;
}

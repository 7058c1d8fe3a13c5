/**
 * What `<lp-editor>` shows, for each moment of its life: the message an element without options
 * shows, the start (a spinner, then its words once the UI texts arrived), why it could not start,
 * and the editor itself. Its parts are rendered by the names this build gave them
 * (define-element.ts): another build of the editor on the page may hold the plain names. The
 * top bar, the panel, the add menu and the preview are in parts the editor loads apart from its
 * first script (editor/lazy/): each shows once its part is in.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { html as staticHtml, unsafeStatic, type StaticValue } from 'lit/static-html.js';
import type { EditorNotification } from '../../events.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import type { Translator } from '../../i18n/translator.ts';
import { icon } from '../icons.ts';
import { tagOf } from '../define-element.ts';
import { LpCanvas } from '../canvas/lp-canvas.ts';
import { LpNotifications } from '../notifications/lp-notifications.ts';
import { loadedPart } from '../../lazy/load-part.ts';

/**
 * The element names of the first script's parts as static template values. Only the names this
 * build gave its own classes go through `unsafeStatic`, never anything a host or a document gives.
 */
const CANVAS = unsafeStatic(tagOf(LpCanvas));
const NOTIFICATIONS = unsafeStatic(tagOf(LpNotifications));
const tags = new WeakMap<CustomElementConstructor, StaticValue>();

/** The static name of a loaded part's element class (its module defined it as it ran). */
function tag(element: CustomElementConstructor): StaticValue {
  let value = tags.get(element);
  if (value === undefined) tags.set(element, (value = unsafeStatic(tagOf(element))));
  return value;
}

/**
 * What an `<lp-editor>` without options shows. Not translated: without options there is no
 * language yet, and it speaks to the integrator, as the console would.
 */
const NEEDS_CONFIG =
  'This editor has no options yet: set its config property (or its config attribute, as JSON) to start it. See "The element" in the editor API docs.';

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
  /** Why the workspace part (top bar, panel) could not load; undefined when it did or still loads. */
  readonly workspaceFailure: string | undefined;
  /** Whether the workspace part is loading again after a failure. */
  readonly workspaceRetrying: boolean;
  readonly retryWorkspace: () => void;
}

/** The editor's content (inside its `.root`). */
export function editorView(view: EditorView): TemplateResult {
  const { options, t } = view;
  const notifications = staticHtml`<${NOTIFICATIONS} .items=${view.notifications} .t=${t} @dismiss=${view.dismiss}></${NOTIFICATIONS}>`;
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
  if (view.status === 'authorizing')
    return html`<div class="starting" role="status"><span class="spinner"></span>${options === undefined ? nothing : t.t('editor.starting')}</div>`;
  if (options === undefined || view.status !== 'ready')
    return html`<div class="starting needs-config" role="status">${NEEDS_CONFIG}</div>`;
  const workspace = loadedPart('workspace');
  const addMenu = loadedPart('add-menu')?.LpAddMenu;
  const preview = loadedPart('preview')?.LpPreview;
  const showWindowBar = (options.windowBar?.length ?? 0) > 0 || options.renameTemplate;
  let bars: unknown = nothing;
  if (workspace !== undefined) {
    const [windowBar, topBar] = [tag(workspace.LpWindowBar), tag(workspace.LpTopBar)];
    bars = staticHtml`${showWindowBar ? staticHtml`<${windowBar}></${windowBar}>` : nothing}${options.removeTopBar ? nothing : staticHtml`<${topBar}></${topBar}>`}`;
  } else if (view.workspaceFailure !== undefined) bars = workspaceFailed(view);
  const panel = workspace === undefined ? undefined : tag(workspace.LpSelectionPanel);
  const side = workspace === undefined ? undefined : tag(workspace.LpSidePanel);
  return staticHtml`
    ${bars}
    <div class="main ${options.hideSelectionPanel ? 'panel-collapsed' : ''}">
      ${side === undefined ? staticHtml`<div class="side-placeholder"></div>` : staticHtml`<${side}></${side}>`}
      <${CANVAS}></${CANVAS}>
      ${panel === undefined ? nothing : staticHtml`<${panel} ?collapsed=${options.hideSelectionPanel}></${panel}>`}
    </div>
    ${workspace === undefined ? nothing : staticHtml`<${tag(workspace.LpContextMenu)}></${tag(workspace.LpContextMenu)}>`}
    ${view.addOpen && addMenu !== undefined ? staticHtml`<${tag(addMenu)} @close=${view.closeAddMenu}></${tag(addMenu)}>` : nothing}
    ${view.preview !== undefined && preview !== undefined ? staticHtml`<${tag(preview)} .html=${view.preview ?? undefined} @close=${view.closePreview}></${tag(preview)}>` : nothing}
    ${notifications}
  `;
}

/**
 * In the top bar's place when the workspace part could not load: why, and a button that tries
 * again (a spinner takes its icon's place while it does, so nothing moves). The canvas still shows
 * the page, and the host's save() still works.
 */
function workspaceFailed(view: EditorView): TemplateResult {
  const { t } = view;
  return html`<div class="part-failed" role="alert">
    ${icon('alert', 16)}<span class="reason">${t.t('notify.networkError', { reason: view.workspaceFailure ?? '' })}</span>
    <button data-control="retry-part" aria-busy=${String(view.workspaceRetrying)} ?disabled=${view.workspaceRetrying} @click=${view.retryWorkspace}>
      ${view.workspaceRetrying ? html`<span class="spinner small"></span>` : icon('reset', 16)}${t.t('editor.retry')}
    </button>
  </div>`;
}

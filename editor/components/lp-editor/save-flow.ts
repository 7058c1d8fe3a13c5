/**
 * Saving, as the spec orders it: the publish HTML from `POST /landing-page/get-html` (the
 * endpoint the editor calls), then the `lp-save` or `lp-save-and-close` event whose handlers may
 * answer with a Promise, held to the save rules (saving until it settles, a rejection is a save
 * error, released after 30 s with a console warning).
 *
 * A save is saved only when a handler took it: a handler takes the event by calling
 * `event.waitUntil(valueOrPromise)` (the loader does so for `onSave` and `onSaveAndClose`). With
 * none, nothing was stored: the save is `unhandled`, the document stays unsaved, and the console
 * says why once per editor.
 *
 * The document is marked saved as it was when the save began (a save point), so an edit made
 * while saving stays unsaved, and a save that ends after a `load()` marks nothing: the unsaved
 * flag then describes the new template. The event carries the document sent to get-html.
 */
import { LpEvent } from '../../events.ts';
import { runSaveCallback, type SaveOutcome } from '../../loader/save-callback.ts';
import type { ServiceClient, Credentials } from '../../api/service-client.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import type { EditorNotification } from '../../events.ts';
import type { Translator } from '../../i18n/translator.ts';

/** How a save ended, from the editor's side. */
export type SaveResult =
  | SaveOutcome
  | { readonly status: 'render-failed'; readonly error: unknown }
  | { readonly status: 'unhandled' };

/** Why an unhandled save stored nothing (the notification's reason and the console warning). */
export const UNHANDLED_SAVE_REASON =
  'no handler took the save (pass onSave or onSaveAndClose to LandingPageEditor, or call event.waitUntil() in an lp-save listener)';

export interface SaveFlowDeps {
  readonly store: EditorStore;
  readonly client: ServiceClient;
  readonly credentials: () => Credentials;
  readonly options: () => EditorOptions;
  readonly dispatch: (event: LpEvent<'lp-save' | 'lp-save-and-close'>) => void;
}

/** The get-html request for `doc` under `options`: what a save and a preview both ask the service. */
export function publishRequest(
  doc: unknown,
  options: EditorOptions,
): { definition: string; minify: boolean; fonts: NonNullable<EditorOptions['customFonts']>['fonts'] } {
  return { definition: JSON.stringify(doc), minify: options.htmlMinified, fonts: options.customFonts?.fonts ?? [] };
}

/** Editors whose integrator was told about an unhandled save already (once each). */
const warned = new WeakSet<EditorStore>();

/** Runs one save; `close` fires `lp-save-and-close` instead of `lp-save`. */
export async function runSave(deps: SaveFlowDeps, close: boolean): Promise<SaveResult> {
  const { store, client, options } = deps;
  const point = store.savePoint();
  const json = store.state.doc;
  let html: string;
  try {
    html = await client.getHtml(deps.credentials(), publishRequest(json, options()));
  } catch (error) {
    return { status: 'render-failed', error };
  }
  const event = new LpEvent(close ? 'lp-save-and-close' : 'lp-save', { json, html });
  let taken = false;
  const outcome = await runSaveCallback(() => {
    deps.dispatch(event);
    taken = event.pending.length > 0;
    return taken ? Promise.all(event.pending) : undefined;
  }, undefined);
  if (!taken) {
    if (!warned.has(store)) {
      warned.add(store);
      console.warn(
        `lp-editor: ${event.type} reached no handler, so nothing was stored and the page stays unsaved: ${UNHANDLED_SAVE_REASON}.`,
      );
    }
    return { status: 'unhandled' };
  }
  // Released is not saved: the editor does not know whether the host stored the page. A point
  // from before a load() marks nothing (markSaved refuses it).
  if (outcome.status === 'saved') store.markSaved(point);
  return outcome;
}

/** What the user is told of a save that ended as `result`. */
export function saveNotice(result: SaveResult, t: Translator): Omit<EditorNotification, 'duration'> {
  switch (result.status) {
    case 'saved':
      return { type: 'success', code: 'saved', text: t.t('notify.saved') };
    case 'unhandled':
      return {
        type: 'error',
        code: 'save-unhandled',
        text: t.t('notify.saveFailed', { reason: UNHANDLED_SAVE_REASON }),
      };
    case 'released':
      return { type: 'warning', code: 'save-released', text: t.t('notify.saveReleased') };
    default: {
      const error = 'error' in result ? result.error : undefined;
      const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
      return { type: 'error', code: 'save-failed', text: t.t('notify.saveFailed', { reason }) };
    }
  }
}

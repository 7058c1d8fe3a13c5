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
 * `SaveController` holds `<lp-editor>`'s saving; what it shares with the preview is in publish.ts.
 */
import { LpEvent, type EditorNotification } from '../../events.ts';
import { runSaveCallback, type SaveOutcome } from '../../loader/save-callback.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { Publish, PublishHost } from './publish.ts';
import type { Translator } from '../../i18n/translator.ts';

/** How a save ended, from the editor's side. */
export type SaveResult =
  | SaveOutcome
  | { readonly status: 'render-failed'; readonly error: unknown }
  | { readonly status: 'unhandled' };

/** Why an unhandled save stored nothing (the notification's reason and the console warning). */
export const UNHANDLED_SAVE_REASON =
  'no handler took the save (pass onSave or onSaveAndClose to LandingPageEditor, or call event.waitUntil() in an lp-save listener)';

/** A save's event, lp-save or lp-save-and-close. */
export type SaveEvent = LpEvent<'lp-save' | 'lp-save-and-close'>;

/** Editors whose integrator was told about an unhandled save already (once each). */
const warned = new WeakSet<EditorStore>();

/** Runs one save of the store's page, rendered by `publish`; `close` fires `lp-save-and-close` instead of `lp-save`. */
export async function runSave(
  store: EditorStore,
  publish: Publish,
  dispatch: (event: SaveEvent) => void,
  close: boolean,
): Promise<SaveResult> {
  const point = store.savePoint();
  const json = store.state.doc;
  let html: string;
  try {
    html = await publish(json);
  } catch (error) {
    return { status: 'render-failed', error };
  }
  const event = new LpEvent(close ? 'lp-save-and-close' : 'lp-save', { json, html });
  let taken = false;
  const outcome = await runSaveCallback(() => {
    dispatch(event);
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

/** Holds `<lp-editor>`'s saving: one save at a time, none before the editor can render. */
export class SaveController {
  #saving = false;

  constructor(
    private readonly host: PublishHost,
    /** Saving began or ended: the shell shows it. */
    private readonly changed: () => void,
  ) {}

  /** A save runs. */
  get saving(): boolean {
    return this.#saving;
  }

  /** Saves (`close`: lp-save-and-close); resolves with how it ended, or at once when busy or not ready. */
  async save(close: boolean): Promise<SaveResult | { status: 'busy' | 'not-ready' }> {
    if (this.#saving) return { status: 'busy' };
    const publish = this.host.publisher();
    if (publish === undefined) return { status: 'not-ready' };
    this.host.endInline();
    this.#set(true);
    try {
      const result = await runSave(this.host.store, publish, (event) => this.host.dispatch(event), close);
      this.host.reports.save(result);
      return result;
    } finally {
      this.#set(false);
    }
  }

  #set(saving: boolean): void {
    this.#saving = saving;
    this.changed();
  }
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

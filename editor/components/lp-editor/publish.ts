/**
 * What a save and the preview share: both publish the page the same way. Inline editing ends
 * (its typing belongs in the page), the page is rendered by the shared renderer (the service's
 * get-html, asked with `publishRequest`), and the HTML is handed on: to the host in the save
 * event (save-flow.ts) or to the preview (preview-flow.ts). One `PublishHost` serves both, so a
 * preview is byte for byte what a save hands the host.
 */
import type { PageDefinition } from '../../../renderer/index.ts';
import type { LpEvent, LpEventDetails, LpEventName } from '../../events.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { FailureReports } from './failure-reports.ts';

/** The publish HTML of a page from the shared renderer. */
export type Publish = (doc: PageDefinition) => Promise<string>;

/** The get-html request for `doc` under `options`: what a save and a preview both ask the service. */
export function publishRequest(
  doc: unknown,
  options: EditorOptions,
): { definition: string; minify: boolean; fonts: NonNullable<EditorOptions['customFonts']>['fonts'] } {
  return { definition: JSON.stringify(doc), minify: options.htmlMinified, fonts: options.customFonts?.fonts ?? [] };
}

/** What a save and the preview need of `<lp-editor>`. */
export interface PublishHost {
  /** The page the editor holds. */
  readonly store: EditorStore;
  /** The shared renderer, or undefined while the editor cannot render (not started). */
  publisher(): Publish | undefined;
  /** Ends inline editing before the page is rendered. */
  endInline(): void;
  /** Tells the host and the user what went wrong. */
  readonly reports: FailureReports;
  /** Fires an lp-* event (nothing after dispose). */
  fire<K extends LpEventName>(type: K, detail: LpEventDetails[K]): void;
  /** Dispatches an event its handlers may answer (a save's: they take it with `waitUntil`). */
  dispatch(event: LpEvent): void;
}

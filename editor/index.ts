/**
 * The editor's public ES module entry: `LandingPageEditor` (the spec's loader), the `<lp-editor>`
 * element class, and their types. docs/editor-api.md documents all of it.
 */
export { LandingPageEditor } from './loader/landing-page-editor.ts';
export type {
  LandingPageEditorInit,
  LandingPageEditorInstance,
  EditorCallbacks,
} from './loader/landing-page-editor.ts';

/**
 * The `<script>` tag entry: one self-contained script that defines `window.LandingPageEditor`
 * (and the `<lp-editor>` element). The editor talks to the service this script was loaded from,
 * unless the `serviceUrl` option names another.
 *
 * A second script of the editor on the page (another version, another service) replaces the
 * global, as any later script would, and says so in the console: a reference taken before keeps
 * working with its own build and its own service (docs/editor-api.md, "Two builds on one page").
 */
import { LandingPageEditor } from './loader/landing-page-editor.ts';
import { rememberScriptOrigin, serviceBaseUrl } from './api/service-url.ts';

rememberScriptOrigin(document.currentScript);

type Global = { LandingPageEditor?: typeof LandingPageEditor & { readonly serviceOrigin?: string } };
const global = globalThis as unknown as Global;
const origin = serviceBaseUrl(undefined);
const previous = global.LandingPageEditor;
if (typeof previous === 'function' && previous !== LandingPageEditor) {
  console.warn(
    `lp-editor: another build of the editor defined window.LandingPageEditor (service ${previous.serviceOrigin ?? 'unknown'}); it now refers to this one (service ${origin}). A reference taken before keeps working with its own build.`,
  );
}
global.LandingPageEditor = Object.assign(LandingPageEditor, { serviceOrigin: origin });

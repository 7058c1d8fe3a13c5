/**
 * The `<script>` tag entry: one self-contained script that defines `window.LandingPageEditor`
 * (and the `<lp-editor>` element). The editor talks to the service this script was loaded from,
 * unless the `serviceUrl` option names another.
 */
import { LandingPageEditor } from './loader/landing-page-editor.ts';
import { rememberScriptOrigin } from './api/service-url.ts';

rememberScriptOrigin(document.currentScript);
(globalThis as unknown as { LandingPageEditor: typeof LandingPageEditor }).LandingPageEditor = LandingPageEditor;

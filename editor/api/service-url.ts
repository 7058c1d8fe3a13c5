/**
 * Where the editor's service is. The editor talks to the service it was loaded from: the
 * `<script>` entry remembers its own script's origin, the ES module its own URL's origin. The
 * `serviceUrl` option names another (a test server, a service behind another host name).
 */
let scriptOrigin: string | undefined;
/** The URL of the `<script>` that loaded the editor: its parts are files beside it. */
let scriptUrl: string | undefined;

/** Remembers the origin of the `<script>` element that loaded the editor (call at evaluation time). */
export function rememberScriptOrigin(script: Element | SVGScriptElement | null): void {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  if (!src) return;
  scriptUrl = src;
  scriptOrigin = new URL(src).origin;
}

/**
 * The URL of `file` (a path relative to the editor's script, such as a part's file), where this
 * build came from: beside the script or the module that loaded it, whatever `serviceUrl` says (a
 * part belongs to its build, and another service may hold another version), else at the page's
 * service base.
 */
export function editorFileUrl(file: string): string {
  return new URL(file, scriptUrl ?? moduleUrl() ?? `${serviceBaseUrl(undefined)}/`).href;
}

/** The service's base URL (no trailing slash): the option, else where the editor was loaded from, else the page's origin. */
export function serviceBaseUrl(option: string | undefined): string {
  const base = option ?? scriptOrigin ?? moduleOrigin() ?? globalThis.location?.origin ?? '';
  // A loop, not /\/+$/: that pattern tries every start in a run of slashes (quadratic, issue 12).
  let end = base.length;
  while (end > 0 && base[end - 1] === '/') end--;
  return base.slice(0, end);
}

function moduleOrigin(): string | undefined {
  const url = moduleUrl();
  return url === undefined ? undefined : new URL(url).origin;
}

/** This module's own URL when it was loaded as an ES module over http(s) (a script has no import.meta.url). */
function moduleUrl(): string | undefined {
  try {
    const url = new URL(import.meta.url);
    return url.origin === 'null' ? undefined : url.href;
  } catch {
    return undefined;
  }
}

/**
 * Where the editor's service is. The editor talks to the service it was loaded from: the
 * `<script>` entry remembers its own script's origin, the ES module its own URL's origin. The
 * `serviceUrl` option names another (a test server, a service behind another host name).
 */
let scriptOrigin: string | undefined;

/** Remembers the origin of the `<script>` element that loaded the editor (call at evaluation time). */
export function rememberScriptOrigin(script: Element | SVGScriptElement | null): void {
  const src = script instanceof HTMLScriptElement ? script.src : '';
  if (src) scriptOrigin = new URL(src).origin;
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
  try {
    const origin = new URL(import.meta.url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

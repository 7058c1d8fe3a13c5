/**
 * How the built editor loads a part (the build's parts table calls this; the sources import the
 * module instead): a classic `<script>` from beside the editor's own file, for the `<script>`
 * build and the ES module alike (one file serves both; a classic script needs no CORS, and the
 * page's Content-Security-Policy already lets the editor's origin run scripts).
 *
 * The part's file does not define anything global. It hands a factory to the `<script>` element
 * that is running it (`document.currentScript.lpEditorPart`, set here), and the factory builds
 * the part on the modules this build shares with it (`shared()`: lit, the store, the element
 * names... scripts/build-parts.mjs works out which). So two builds on one page, or two copies of
 * one build, each run the part on their own core, with no name to collide on.
 */
import { editorFileUrl } from '../api/service-url.ts';
import { PartLoadError } from './part-load-error.ts';

/** How long a part may take to arrive before its load counts as failed. */
export const PART_TIMEOUT_MS = 30_000;

/**
 * The nonce of the `<script>` that loaded the editor (read as the script runs), which its parts'
 * scripts carry: a page whose Content-Security-Policy allows scripts by nonce runs them too.
 */
const NONCE = (globalThis.document?.currentScript as HTMLScriptElement | null | undefined)?.nonce ?? '';

/** How many times each part file was asked for (see loadScriptPart). */
const attempts = new Map<string, number>();

/** The `<script>` element of a part, with the hook its file calls. */
interface PartScript extends HTMLScriptElement {
  lpEditorPart?: (factory: (shared: readonly unknown[]) => unknown) => void;
}

/** Loads the part `name` from `file` (relative to the editor's script); resolves to its exports. */
export function loadScriptPart(name: string, file: string, shared: () => readonly unknown[]): Promise<unknown> {
  // A retry gets a URL of its own: Chromium answers a script URL that failed in this document with
  // that failure again, without asking the network. (The service ignores the query.)
  const attempt = (attempts.get(file) ?? 0) + 1;
  attempts.set(file, attempt);
  const url = editorFileUrl(attempt === 1 ? file : `${file}?attempt=${attempt}`);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script') as PartScript;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (error: PartLoadError | undefined, exports?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A file that arrives after a timeout still runs: it then finds a hook that does nothing.
      script.lpEditorPart = () => undefined;
      script.remove();
      if (error === undefined) resolve(exports);
      else reject(error);
    };
    // The file runs this while it executes, before its load event.
    script.lpEditorPart = (factory) => {
      try {
        settle(undefined, factory(shared()));
      } catch (error) {
        settle(
          new PartLoadError(
            name,
            url,
            `it failed as it ran (${error instanceof Error ? error.message : String(error)}).`,
          ),
        );
      }
    };
    script.addEventListener('load', () =>
      settle(
        new PartLoadError(
          name,
          url,
          'the file loaded but is not a part of this build of the editor (is the service serving another version?).',
        ),
      ),
    );
    script.addEventListener('error', () =>
      settle(
        new PartLoadError(
          name,
          url,
          "the request failed. Check that the service is reachable and that the page's Content-Security-Policy allows scripts from it.",
        ),
      ),
    );
    timer = setTimeout(
      () => settle(new PartLoadError(name, url, `no answer within ${PART_TIMEOUT_MS / 1000} s.`)),
      PART_TIMEOUT_MS,
    );
    script.async = true;
    if (NONCE) script.nonce = NONCE;
    try {
      script.src = url;
    } catch (error) {
      // A page that enforces Trusted Types refuses a plain URL here.
      settle(
        new PartLoadError(
          name,
          url,
          `the page refused the script (${error instanceof Error ? error.message : String(error)}).`,
        ),
      );
      return;
    }
    // The document's head, not the editor's shadow root: a script runs there, and currentScript names it.
    (document.head ?? document.documentElement).append(script);
  });
}

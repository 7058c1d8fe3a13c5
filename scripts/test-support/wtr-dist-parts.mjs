// A web-test-runner middleware for the tests of the editor's parts (editor/lazy/): it serves the
// built editor (dist/, which the lp-service plugin builds) from the test page's own origin under
// /__lp-dist/<token>/, so that a test can load lp-editor.js from there and decide how the requests
// for its parts (lp-editor-parts/<part>.<hash>.js) are answered:
//
//   GET /__lp-dist-control/<token>?add-menu=hold&preview=fail   sets how each part is answered for
//       that token: `ok` (the file), `hold` (no answer until set to something else), `fail` (503),
//       `other` (a script that is not a part: another build's, or a proxy's page), `throw` (a part
//       that throws as it runs); answers with the parts requested so far for the token, as JSON.
//
// Each test uses a token of its own. Part files are sent `no-store`, so that a retry reaches this
// middleware again (the service itself sends them immutable: they are named by their hash).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const FILE = /^\/__lp-dist\/([\w-]{1,64})\/((?:lp-editor-parts\/)?[\w-]+(?:\.[\w-]+)*)$/;
const CONTROL = /^\/__lp-dist-control\/([\w-]{1,64})$/;
const MODES = new Set(['ok', 'hold', 'fail', 'other', 'throw']);
/** What `other` and `throw` answer with. */
const SCRIPTS = {
  other: 'window.__notAPart = true;\n',
  throw: 'document.currentScript.lpEditorPart(function () { throw new Error("broken part"); });\n',
};

/** The middleware; one per test run. */
export function lpDistParts() {
  const tokens = new Map();
  const stateOf = (token) => {
    if (!tokens.has(token)) tokens.set(token, { modes: new Map(), waiting: new Map(), requests: [] });
    return tokens.get(token);
  };

  return async function lpDistPartsMiddleware(ctx, next) {
    const control = CONTROL.exec(ctx.path);
    if (control !== null) {
      const state = stateOf(control[1]);
      for (const [part, mode] of Object.entries(ctx.query)) {
        if (!MODES.has(mode)) continue;
        state.modes.set(part, mode);
        if (mode !== 'hold') for (const release of state.waiting.get(part)?.splice(0) ?? []) release();
      }
      ctx.type = 'json';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = JSON.stringify(state.requests);
      return;
    }
    const match = FILE.exec(ctx.path);
    if (match === null) return next();
    const [, token, file] = match;
    const state = stateOf(token);
    const part =
      file.startsWith('lp-editor-parts/') && !file.endsWith('.map')
        ? file.slice('lp-editor-parts/'.length).split('.')[0]
        : undefined;
    if (part !== undefined) {
      state.requests.push(part);
      while ((state.modes.get(part) ?? 'ok') === 'hold') {
        await new Promise((resolve) => state.waiting.set(part, [...(state.waiting.get(part) ?? []), resolve]));
      }
      const script = SCRIPTS[state.modes.get(part)];
      if (script !== undefined) {
        ctx.type = 'text/javascript';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = script;
        return;
      }
      if (state.modes.get(part) === 'fail') {
        ctx.status = 503;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = 'held back by the test';
        return;
      }
    }
    const path = join(DIST, file);
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return next();
    ctx.type = file.endsWith('.map') ? 'json' : 'text/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = readFileSync(path);
  };
}

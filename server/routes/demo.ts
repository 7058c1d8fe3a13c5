/**
 * The demo host page at /demo/: what `npm start` shows a designer. demo/ holds plain HTML, JS and
 * CSS that use the editor only through its public script (/lp-editor.js), as an integrator would.
 * Beside its files: /demo/config.json (the demo account's public key, when this instance has one)
 * and /demo/example-page.json (the repository's example page).
 *
 * The page gets its own Content-Security-Policy, replacing helmet's (its other headers stay): the
 * editor's canvas is an iframe with `srcdoc`, which inherits the page's policy, and shows any
 * landing page, with inline styles, web fonts and images from anywhere. Scripts stay 'self' only:
 * the demo has no inline script, and a landing page never needs one to display.
 */
import { readFile } from 'node:fs/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';

/** The demo page's policy (see above). */
export const DEMO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data: https:",
  "media-src 'self' https: data:",
  "frame-src 'self' blob: data: about:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The user id the demo authorizes the editor with. */
export const DEMO_USER_ID = 'demo-user';

/** Top-level demo files only: a plain name (no dot, so no `..` and no `x.test.js`) and a known type. */
const DEMO_FILE = /^[a-z0-9-]+\.(html|js|css)$/;
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Where the demo's files are, and the demo account's public key (none: no demo account). */
export interface DemoRouterOptions {
  readonly demoDir: URL;
  readonly examplePage: URL;
  readonly apiKey: string | undefined;
}

/** Reads a file, or undefined when it does not exist. */
const readIfExists = (file: URL) =>
  readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));

/** The demo router. */
export function demoRouter({ demoDir, examplePage, apiKey }: DemoRouterOptions): Router {
  const router = Router();
  router.use('/demo', endpoint('demo', 'service'), (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', DEMO_CSP);
    // The demo is edited while the service runs: always revalidate.
    res.setHeader('Cache-Control', 'no-cache');
    next();
  });

  router.get('/demo/config.json', (_req: Request, res: Response) => {
    if (apiKey === undefined) {
      throw new HttpError(
        'not_found',
        'This instance has no demo account. Create a key with `npm run keys -- create --domains localhost` and open /demo/?apiKey=<its public key>.',
      );
    }
    // The public key only: it is meant for browsers. The demo secret never leaves the server.
    res.setHeader('Cache-Control', 'no-store');
    res.json({ apiKey, userId: DEMO_USER_ID });
  });

  router.get('/demo/example-page.json', async (_req: Request, res: Response) => {
    res.type('application/json; charset=utf-8').send(await readFile(examplePage));
  });

  // Express matches '/demo' and '/demo/' alike; relative links in the page need the slash.
  router.get('/demo', async (req: Request, res: Response) => {
    if (!req.path.endsWith('/')) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(302, `/demo/${query === -1 ? '' : req.originalUrl.slice(query)}`);
      return;
    }
    res.type(CONTENT_TYPES.html!).send(await readFile(new URL('index.html', demoDir)));
  });

  router.get('/demo/:file', async (req: Request, res: Response) => {
    const name = String(req.params.file);
    const match = DEMO_FILE.exec(name);
    const body = match ? await readIfExists(new URL(name, demoDir)) : undefined;
    if (body === undefined) throw new HttpError('not_found', `No demo file ${name}. The demo is at /demo/.`);
    res.type(CONTENT_TYPES[match![1]!]!).send(body);
  });
  return router;
}

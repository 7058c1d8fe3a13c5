/**
 * The built editor, served from dist/ (written by `npm run build`, scripts/build-editor.mjs): the
 * `<script>` file, the ES module, their source maps, the module's types and the UI texts of each
 * language (/lp-editor-i18n/<lang>.json, which the editor fetches when its language is set), and
 * the social block's glyphs (/lp-editor-icons.json, which the editor fetches as it starts), and the
 * editor's parts (/lp-editor-parts/<name>.<hash>.js and their maps, which the script loads when it
 * needs them: editor/lazy/).
 *
 * These are public assets that pages of any origin embed: `Access-Control-Allow-Origin: *` (never
 * with credentials) and `Cross-Origin-Resource-Policy: cross-origin` (helmet's setting in app.ts).
 * `Cache-Control: no-cache` with a strong ETag: a browser revalidates on every load and gets a 304
 * while the build is unchanged, so a rebuild is seen at once and an old script never lingers. A
 * part's name holds a hash of its content (a changed part is a new URL, which the new script
 * names), so parts are cached for a year without revalidation; a part that is missing is answered
 * `no-store`, so that a request made during a deploy is not remembered as a failure.
 * Each file is read once and kept in memory with its gzip, keyed by mtime and size, so a rebuild
 * (which renames complete files into place) is picked up by the next request.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';

const gzipAsync = promisify(gzip);
const SCRIPT = 'text/javascript; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
// TypeScript has no registered media type; text/plain (with nosniff) is shown as text, never run.
const TYPES = 'text/plain; charset=utf-8';

/** The top-level files, with their Content-Type. A missing one means the editor is not built. */
const ASSETS: Readonly<Record<string, string>> = {
  'lp-editor.js': SCRIPT,
  'lp-editor.js.map': JSON_TYPE,
  'lp-editor.mjs': SCRIPT,
  'lp-editor.mjs.map': JSON_TYPE,
  'lp-editor.d.mts': TYPES,
  'lp-editor-icons.json': JSON_TYPE,
};

/** One path segment under types/: no separators, no dot first (so no `.`, `..` or hidden files). */
const TYPES_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** A language catalog's file name (the editor's languages are two-letter codes). */
const CATALOG = /^[a-z]{2}\.json$/;
/** A part's file name as scripts/build-parts.mjs writes it: `<name>.<12 hex digits of its hash>.js`, or its `.map`. */
const PART = /^[a-z][a-z0-9-]{0,40}\.[0-9a-f]{12}\.js(\.map)?$/;
/** What a part's content-hashed name allows: it never changes, so a year without revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface CachedFile {
  readonly mtimeMs: number;
  readonly size: number;
  readonly body: Buffer;
  readonly gzipped: Buffer;
  /** Strong ETag of the bytes; the gzipped representation gets its own. */
  readonly etag: string;
}

/** Files by absolute path, re-read when their mtime or size changes. */
class FileCache {
  readonly #entries = new Map<string, CachedFile>();

  /** The file, or undefined when there is no such file. */
  async get(path: string): Promise<CachedFile | undefined> {
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (info === undefined || !info.isFile()) return undefined;
    const cached = this.#entries.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(path);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      gzipped: await gzipAsync(body, { level: 9 }),
      etag: `"${hash}"`,
    };
    this.#entries.set(path, entry);
    return entry;
  }
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Answers with `file` (gzipped when the client accepts it), or 304 when the client has it. */
function send(req: Request, res: Response, file: CachedFile, type: string, cacheControl = 'no-cache'): void {
  const gzipped = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const etag = gzipped ? `${file.etag.slice(0, -1)}-gz"` : file.etag;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (matches(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', type);
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.send(gzipped ? file.gzipped : file.body);
}

/** Public, credential-free assets: any page may load them, and read them with fetch. */
function publicAsset(_req: Request, res: Response, next: () => void): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
}

/** The router for the editor's built files in `distDir` (dist/ in the service). */
export function editorAssetsRouter(distDir: string): Router {
  const router = Router();
  const files = new FileCache();

  for (const [name, type] of Object.entries(ASSETS)) {
    router.get(`/${name}`, endpoint('editor-assets', 'service'), publicAsset, async (req: Request, res: Response) => {
      const file = await files.get(join(distDir, name));
      if (file === undefined) {
        throw new HttpError(
          'editor_not_built',
          `The editor is not built on this instance (dist/${name} is missing): run \`npm run build\`, or start the service with \`npm start\`, which builds it first.`,
        );
      }
      send(req, res, file, type);
    });
  }

  // The declaration files that lp-editor.d.mts re-exports, as tsc laid them out in dist/types/.
  router.get(
    '/types/*splat',
    endpoint('editor-assets', 'service'),
    publicAsset,
    async (req: Request, res: Response) => {
      const segments = req.params.splat as unknown as string[];
      const valid = segments.every((segment) => TYPES_SEGMENT.test(segment)) && segments.at(-1)!.endsWith('.d.ts');
      const file = valid ? await files.get(join(distDir, 'types', ...segments)) : undefined;
      if (file === undefined)
        throw new HttpError(
          'not_found',
          `No declaration file ${req.path}. The editor's types start at /lp-editor.d.mts.`,
        );
      send(req, res, file, TYPES);
    },
  );

  router.get(
    '/lp-editor-i18n/:file',
    endpoint('editor-assets', 'service'),
    publicAsset,
    async (req: Request, res: Response) => {
      const name = String(req.params.file);
      const file = CATALOG.test(name) ? await files.get(join(distDir, 'lp-editor-i18n', name)) : undefined;
      if (file === undefined) throw new HttpError('not_found', `No language catalog ${name}.`);
      send(req, res, file, JSON_TYPE);
    },
  );

  router.get(
    '/lp-editor-parts/:file',
    endpoint('editor-assets', 'service'),
    publicAsset,
    async (req: Request, res: Response) => {
      const name = String(req.params.file);
      const file = PART.test(name) ? await files.get(join(distDir, 'lp-editor-parts', name)) : undefined;
      if (file === undefined) {
        res.setHeader('Cache-Control', 'no-store');
        throw new HttpError(
          'not_found',
          `No editor part ${req.path}: the script that asked for it belongs to another build of the editor than this service's (reload the page), or the editor is not built here.`,
        );
      }
      send(req, res, file, name.endsWith('.map') ? JSON_TYPE : SCRIPT, IMMUTABLE);
    },
  );
  return router;
}

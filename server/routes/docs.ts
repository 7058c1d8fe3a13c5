/**
 * The docs, served: GET /openapi.json, and docs/*.md as HTML pages under /docs/ (rendered with
 * marked from the project's own files, which are trusted; the page has no script). The Markdown
 * itself is there too, at /docs/<name>.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Router, type Request, type Response } from 'express';
import { marked } from 'marked';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';
import { openApiDocument } from '../openapi.ts';
import { docsPage } from './docs-page.ts';

const DOC_NAME = /^[A-Za-z0-9-]+$/;

/** The docs router, serving the Markdown files of `docsDir`. */
export function docsRouter(docsDir: URL): Router {
  const router = Router();
  const cache = new Map<string, string>();
  const names = () =>
    readdirSync(docsDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, -3))
      .sort();
  const read = (name: string): string | undefined =>
    names().includes(name) ? readFileSync(new URL(`${name}.md`, docsDir), 'utf8') : undefined;

  router.get('/openapi.json', endpoint('openapi', 'service'), (req: Request, res: Response) => {
    res.json(openApiDocument(`${req.protocol}://${req.get('host') ?? 'localhost'}`));
  });
  // Express matches '/docs' and '/docs/' alike (non-strict routing).
  router.get('/docs', endpoint('docs', 'service'), (_req, res) => res.redirect(302, '/docs/README'));
  router.get('/docs/:name', endpoint('docs', 'service'), (req: Request, res: Response) => {
    const raw = String(req.params.name);
    const markdown = raw.endsWith('.md');
    const name = markdown ? raw.slice(0, -3) : raw;
    const text = DOC_NAME.test(name) ? read(name) : undefined;
    if (text === undefined) throw new HttpError('not_found', `No document ${raw}. See /docs/.`);
    if (markdown) {
      res.type('text/markdown; charset=utf-8').send(text);
      return;
    }
    let html = cache.get(name);
    if (html === undefined) {
      // Links between the docs are written as `other.md`; served, they point at the HTML page.
      const body = (marked.parse(text, { async: false }) as string).replace(
        /href="(\.\/)?([A-Za-z0-9-]+)\.md(#[^"]*)?"/g,
        'href="/docs/$2$3"',
      );
      const titles = names().map((other) => ({
        name: other,
        title: /^# (.+)$/m.exec(read(other) ?? '')?.[1] ?? other,
      }));
      html = docsPage(name, body, titles);
      cache.set(name, html);
    }
    res.type('html').send(html);
  });
  return router;
}

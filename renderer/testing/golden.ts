/**
 * Golden files: the exact HTML a fixture renders to, committed beside the kinds in
 * renderer/blocks/__golden__/. A change in output fails the test until the golden file is
 * regenerated on purpose (`UPDATE_GOLDEN=1 npm run test:node`) and the diff reviewed.
 */
import { expect } from 'chai';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPage } from '../render-page.ts';
import { KIND_FIXTURES } from '../blocks/fixtures.ts';
import type { RenderMode } from '../render/context.ts';

const DIR = fileURLToPath(new URL('../blocks/__golden__/', import.meta.url));

/** Asserts `html` equals the golden file `name`, or writes it when UPDATE_GOLDEN=1. */
export function matchGolden(name: string, html: string): void {
  const file = DIR + name;
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, html);
    return;
  }
  if (!existsSync(file))
    throw new Error(`No golden file ${name}: run UPDATE_GOLDEN=1 npm run test:node to create it, then review it.`);
  expect(html, `output differs from golden file ${name} (UPDATE_GOLDEN=1 regenerates it)`).to.equal(
    readFileSync(file, 'utf8'),
  );
}

/** The golden tests of one kind: its fixture page in publish and in edit mode. */
export function goldenTests(kind: string): void {
  for (const mode of ['publish', 'edit'] as RenderMode[]) {
    it(`renders its fixture in ${mode} mode exactly as the golden file`, () => {
      const fixture = KIND_FIXTURES[kind];
      if (!fixture) throw new Error(`no fixture for ${kind}`);
      matchGolden(`${kind}.${mode}.html`, renderPage(fixture, { mode }).html);
    });
  }
}

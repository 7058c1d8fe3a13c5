/**
 * Regenerates the generated regions of the docs from the code:
 *   npm run docs
 * docs/template-format.md (the template format), docs/http-api.md (the HTTP API) and
 * docs/editor-api.md (the editor's view devices).
 * scripts/generate-docs.test.ts fails when a committed doc is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { editorApiRegions } from './docs/editor-api.ts';
import { httpApiRegions } from './docs/http-api.ts';
import { fillRegions, templateFormatRegions } from './docs/template-format.ts';

const docs: readonly [string, () => Record<string, string>][] = [
  ['template-format.md', templateFormatRegions],
  ['http-api.md', httpApiRegions],
  ['editor-api.md', editorApiRegions],
];

for (const [name, regions] of docs) {
  const file = new URL(`../docs/${name}`, import.meta.url);
  const before = readFileSync(file, 'utf8');
  const after = fillRegions(before, regions());
  writeFileSync(file, after);
  console.log(after === before ? `docs/${name} is up to date.` : `Updated docs/${name}.`);
}

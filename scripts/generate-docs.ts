/**
 * Regenerates the generated regions of docs/template-format.md from the code:
 *   npm run docs
 * scripts/generate-docs.test.ts fails when the committed doc is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fillRegions, templateFormatRegions } from './docs/template-format.ts';

const file = new URL('../docs/template-format.md', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = fillRegions(before, templateFormatRegions());
writeFileSync(file, after);
console.log(after === before ? 'docs/template-format.md is up to date.' : 'Updated docs/template-format.md.');

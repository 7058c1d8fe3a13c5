/**
 * Every example and fixture page is valid HTML: html-validate's recommended rules (minus the one
 * opinion .htmlvalidate.mjs explains) report zero errors, in every mode.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import config from '../.htmlvalidate.mjs';
import { renderPage, type RenderOptions } from '../renderer/index.ts';
import { KIND_FIXTURES } from '../renderer/blocks/fixtures.ts';

const validator = new HtmlValidate(config);
const example = JSON.parse(readFileSync(new URL('./landing-page.json', import.meta.url), 'utf8'));
const synced = JSON.parse(readFileSync(new URL('./synced-sections.json', import.meta.url), 'utf8'));

async function expectValid(name: string, html: string): Promise<void> {
  const report = await validator.validateString(html, name);
  const messages = report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`),
  );
  expect(messages, name).to.deep.equal([]);
}

const MODES: [string, RenderOptions][] = [
  ['publish', {}],
  ['publish, minified', { minify: true }],
  ['edit', { mode: 'edit' }],
];

describe('every example and fixture page is valid HTML', () => {
  for (const [label, options] of MODES) {
    it(`the example landing page (${label})`, async () => {
      await expectValid('landing-page', renderPage(example, options).html);
    });
    it(`the example landing page with its synced section (${label})`, async () => {
      await expectValid('landing-page+synced', renderPage(example, { ...options, syncedSections: synced }).html);
    });
    for (const [kind, fixture] of Object.entries(KIND_FIXTURES)) {
      it(`the ${kind} fixture (${label})`, async () => {
        await expectValid(kind, renderPage(fixture, options).html);
      });
    }
  }
});

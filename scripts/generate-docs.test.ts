import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fillRegions, templateFormatRegions } from './docs/template-format.ts';
import { registry } from '../renderer/blocks/registry.ts';

describe('docs/template-format.md', () => {
  const doc = readFileSync(new URL('../docs/template-format.md', import.meta.url), 'utf8');

  it('holds the tables the code generates (run `npm run docs` after changing a kind)', () => {
    expect(fillRegions(doc, templateFormatRegions()) === doc, 'docs/template-format.md is out of date: run npm run docs').to.equal(true);
  });

  it('documents every node kind and every attribute', () => {
    for (const kind of registry.kinds) {
      expect(doc, kind.tagName).to.contain(`### \`${kind.tagName}\``);
      for (const name of Object.keys(kind.attributes)) expect(doc, `${kind.tagName}.${name}`).to.contain(`| \`${name}\` |`);
    }
  });
});

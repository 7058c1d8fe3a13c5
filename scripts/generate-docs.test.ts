import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { editorApiRegions } from './docs/editor-api.ts';
import { environmentVariables, httpApiRegions } from './docs/http-api.ts';
import { fillRegions, templateFormatRegions } from './docs/template-format.ts';
import { registry } from '../renderer/blocks/registry.ts';
import { ERROR_CODES } from '../server/http/error-codes.ts';

describe('docs/template-format.md', () => {
  const doc = readFileSync(new URL('../docs/template-format.md', import.meta.url), 'utf8');

  it('holds the tables the code generates (run `npm run docs` after changing a kind)', () => {
    expect(
      fillRegions(doc, templateFormatRegions()) === doc,
      'docs/template-format.md is out of date: run npm run docs',
    ).to.equal(true);
  });

  it('documents every node kind and every attribute', () => {
    for (const kind of registry.kinds) {
      expect(doc, kind.tagName).to.contain(`### \`${kind.tagName}\``);
      for (const name of Object.keys(kind.attributes))
        expect(doc, `${kind.tagName}.${name}`).to.contain(`| \`${name}\` |`);
    }
  });
});

describe('docs/http-api.md', () => {
  const doc = readFileSync(new URL('../docs/http-api.md', import.meta.url), 'utf8');

  it('holds the tables the code generates (run `npm run docs` after changing an error code, a schema or a setting)', () => {
    expect(fillRegions(doc, httpApiRegions()) === doc, 'docs/http-api.md is out of date: run npm run docs').to.equal(
      true,
    );
  });

  it('lists every error code and every environment variable', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(doc, code).to.contain(`| \`${code}\` |`);
    const variables = environmentVariables();
    expect(variables.length).to.be.greaterThan(10);
    for (const { name } of variables) expect(doc, name).to.contain(`| \`${name}\` |`);
  });

  it('reads every variable of the environment schema, and refuses a line it cannot read', () => {
    const source = readFileSync(new URL('../server/config.ts', import.meta.url), 'utf8');
    const declared = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1]);
    expect(environmentVariables(source).map((v) => v.name)).to.deep.equal(declared);
    const changed = source.replace('PORT: int(0, 65_535).default(3000),', 'PORT: z.custom(),');
    expect(() => environmentVariables(changed)).to.throw(/cannot describe/);
  });
});

describe('docs/editor-api.md', () => {
  const doc = readFileSync(new URL('../docs/editor-api.md', import.meta.url), 'utf8');

  it('holds the device table the code generates (run `npm run docs` after changing a view device or a level)', () => {
    expect(
      fillRegions(doc, editorApiRegions()) === doc,
      'docs/editor-api.md is out of date: run npm run docs',
    ).to.equal(true);
  });
});

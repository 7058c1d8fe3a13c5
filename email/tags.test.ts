import { expect } from 'chai';
import { createRequire } from 'node:module';
import { normalizeAttribute } from './attribute-values.ts';
import { PlaceholderTable } from './placeholders.ts';
import { EMAIL_TAGS } from './tags.ts';

// mjml's own tables, as the installed version defines them (importing mjml registers the components).
const require = createRequire(import.meta.url);
require('mjml');
const { components } = require('mjml-core') as {
  components: Record<string, { allowedAttributes?: Record<string, string>; endingTag?: boolean }>;
};
const { dependencies } = require('mjml-validator') as { dependencies: Record<string, string[]> };

describe('email tags', () => {
  it('every tag is an mjml component, and takes content exactly when mjml reads its content', () => {
    for (const tag of EMAIL_TAGS.values()) {
      const component = components[tag.tagName];
      expect(component, tag.tagName).not.to.equal(undefined);
      expect(tag.content !== undefined, `${tag.tagName} content`).to.equal(component!.endingTag === true);
    }
  });

  it('every attribute we accept is one mjml allows on that tag (css-class is global)', () => {
    for (const tag of EMAIL_TAGS.values()) {
      const allowed = components[tag.tagName]!.allowedAttributes ?? {};
      for (const name of Object.keys(tag.attributes)) {
        if (name === 'css-class') continue;
        expect(Object.hasOwn(allowed, name), `${tag.tagName} ${name}`).to.equal(true);
      }
    }
  });

  it('every child we accept is one mjml-validator allows in that parent', () => {
    for (const tag of EMAIL_TAGS.values()) {
      for (const child of tag.children)
        expect(dependencies[tag.tagName], `${tag.tagName} > ${child}`).to.include(child);
    }
  });

  it('leaves out mj-include, mj-carousel, the head tags, base-url, srcset and mj-raw position', () => {
    for (const name of ['mj-include', 'mj-carousel', 'mj-head', 'mj-style', 'mj-font', 'mj-attributes'])
      expect(EMAIL_TAGS.has(name), name).to.equal(false);
    expect(EMAIL_TAGS.get('mj-navbar')!.attributes).not.to.have.property('base-url');
    expect(EMAIL_TAGS.get('mj-image')!.attributes).not.to.have.property('srcset');
    expect(EMAIL_TAGS.get('mj-raw')!.attributes).not.to.have.property('position');
  });

  it('every attribute kind has a grammar (checking a value never throws)', () => {
    for (const tag of EMAIL_TAGS.values()) {
      for (const kind of Object.values(tag.attributes)) {
        expect(() => normalizeAttribute(kind, 'x', new PlaceholderTable())).not.to.throw();
      }
    }
  });
});

describe('docs/email-format.md', () => {
  it('lists every tag with every attribute it takes', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(new URL('../docs/email-format.md', import.meta.url), 'utf8');
    for (const tag of EMAIL_TAGS.values()) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${tag.tagName}\` |`));
      expect(row, `a row for ${tag.tagName}`).not.to.equal(undefined);
      for (const name of Object.keys(tag.attributes)) expect(row, `${tag.tagName} ${name}`).to.contain(`\`${name}\``);
      for (const child of tag.children) expect(row, `${tag.tagName} > ${child}`).to.contain(`\`${child}\``);
    }
  });
});

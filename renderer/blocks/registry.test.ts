import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from '../render-page.ts';
import { checkTemplate } from '../render-page.ts';
import type { PageDefinition, TemplateNode } from '../model/node.ts';
import { defineKind } from './define.ts';
import { attr } from '../attributes/spec.ts';
import { html } from '../html/html.ts';
import { registry, Registry } from './registry.ts';

/** A node of `tagName` made from its starter, placed where its role belongs in a page. */
function pageAround(tagName: string): PageDefinition {
  const kind = registry.get(tagName)!;
  const node: TemplateNode = { tagName, ...structuredClone(kind.starter) };
  const column = registry.withRole('column')[0]!.tagName;
  const section = registry.withRole('section')[0]!.tagName;
  switch (kind.role) {
    case 'page':
      return node as PageDefinition;
    case 'section':
      return { tagName: 'page', children: [node] };
    case 'container':
      return { tagName: 'page', children: [{ tagName: section, container: node, children: [] }] };
    case 'column':
      return { tagName: 'page', children: [{ tagName: section, children: [node] }] };
    case 'block':
      return { tagName: 'page', children: [{ tagName: section, children: [{ tagName: column, children: [node] }] }] };
  }
}

// One SVG path on the 24 px grid: commands and numbers only (it is written into an attribute).
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/;

describe('the registry: each kind carries what the editor and the docs need of it', () => {
  for (const kind of registry.kinds) {
    describe(kind.tagName, () => {
      it('has an icon: path data that stays inside the 24 px grid', () => {
        expect(kind.icon).to.match(PATH_DATA);
        expect(kind.icon).to.match(/^M/);
        const numbers = kind.icon.match(/-?\d*\.?\d+/g)!.map(Number);
        for (const n of numbers) expect(Math.abs(n)).to.be.at.most(24);
      });

      it('has a starter the schema accepts, which renders without warnings', () => {
        const page = pageAround(kind.tagName);
        expect(() => checkTemplate(page)).not.to.throw();
        const { warnings } = renderPage(page, { mode: 'edit' });
        // An empty image or video starter is a placeholder the designer fills in: only those say so.
        const allowed = new Set(['missing_alt', 'invalid_video_url']);
        expect(warnings.filter((warning) => !allowed.has(warning.type))).to.deep.equal([]);
      });

      it('has a frozen starter: adding it twice never shares or changes it', () => {
        expect(Object.isFrozen(kind.starter)).to.equal(true);
      });

      it('has an example page that uses it and renders', () => {
        const example = kind.example();
        expect(JSON.stringify(example)).to.include(`"tagName":"${kind.tagName}"`);
        expect(() => checkTemplate(example)).not.to.throw();
        expect(renderPage(example).html).to.match(new RegExp(`class="lp-${kind.tagName}[ "]`));
      });

      it('has flags that agree with its content and children', () => {
        expect(kind.acceptsChildren).to.equal(kind.accepts.length > 0);
        expect(kind.inlineEditable).to.equal(kind.content === 'rich' || kind.content === 'inline');
        expect(kind.framed).to.equal(kind.content === 'authored');
        if (kind.inlineEditable || kind.framed) expect(kind.acceptsChildren).to.equal(false);
        // Typed text wraps its long words (WRAP_WORDS on the root, inherited by everything inside).
        if (kind.inlineEditable) expect(kind.showsText).to.equal(true);
        const root = (kind.base.root ?? []).map(([property, value]) => `${property}: ${String(value)}`);
        if (kind.showsText) expect(root).to.include('overflow-wrap: anywhere');
        else expect(root).not.to.include('overflow-wrap: anywhere');
      });
    });
  }

  it('refuses a second kind with the same tagName', () => {
    expect(() => new Registry([...registry.kinds, registry.get('text')!])).to.throw(/registered twice/);
  });

  it('has exactly one host-defined block kind, custom-raw (the customBlocks items)', () => {
    expect(registry.kinds.filter((kind) => kind.hostDefined).map((kind) => kind.tagName)).to.deep.equal(['custom-raw']);
  });
});

describe('a kind definition types its render values from its attribute specs', () => {
  it('reads a defaulted attribute as its type, an optional one as possibly undefined, and refuses a misspelled name', () => {
    const quote = defineKind({
      tagName: 'quote-test',
      label: 'Quote',
      role: 'block',
      description: 'A test kind.',
      icon: 'M4 4h16',
      starter: {},
      example: () => ({ tagName: 'page', children: [] }),
      attributes: {
        cite: attr.text({ label: 'Cite', group: 'content' }),
        size: attr.length({ label: 'Size', group: 'typography', default: '16px' }),
      },
      render: ({ values, root }) => {
        const size: string = values.size;
        // @ts-expect-error: cite has no default, so it may be undefined
        const cite: string = values.cite;
        // @ts-expect-error: no attribute of that name (a compile error, which `npm test`'s type check runs)
        void values.sise;
        return html`<blockquote${root}>${size}${cite ?? ''}</blockquote>`;
      },
    });
    expect(Object.keys(quote.attributes)).to.deep.equal(['cite', 'size', 'hidden', 'locked']);
  });
});

describe('nothing outside the registry lists node kinds by hand', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const tags = registry.kinds.map((kind) => kind.tagName);
  const quoted = new RegExp(`['"](${tags.map((tag) => tag.replace(/-/g, '\\-')).join('|')})['"]`, 'g');
  // Code, not tests, docs or the kinds themselves. The email renderer has kinds of its own (MJML's).
  const skip = (path: string) =>
    /(^|\/)(node_modules|dist|out|data|email|bench|examples|\.git)(\/|$)/.test(path) ||
    /\.test\.ts$|\/testing\/|^renderer\/blocks\/(?!registry\.ts)|\.d\.ts$/.test(path);

  function* sources(dir: string): Generator<string> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const rel = relative(root, path);
      if (skip(rel)) continue;
      if (statSync(path).isDirectory()) yield* sources(path);
      else if (/\.(ts|mjs)$/.test(name)) yield rel;
    }
  }

  // Lines that name kinds' words for something else, or hold a sample page (data, not a list of kinds).
  const OTHER_MEANINGS: readonly (readonly [file: string, text: string])[] = [
    ['renderer/html/url.ts', 'export type UrlPurpose'], // URL purposes: image, form, video
    ['renderer/sanitize/authored-html.ts', "el.tagName === 'html'"], // an authored DOM element
    ['renderer/sanitize/authored-html.ts', "tagName === 'form'"], // an authored DOM element
    ['server/banner.ts', "{ tagName: 'section', children"], // the sample page of the start banner's curl line
    ['server/security/hostile-requests.ts', '"tagName":"page"'], // a hostile request's page, as text
  ];
  // Files where the kinds' words name other things throughout: attribute groups and controls, HTML
  // elements, form field and input types, page metadata fields, the tree's structural roles.
  const OTHER_VOCABULARY = new Set([
    'renderer/schema/template.ts',
    'renderer/attributes/spec.ts',
    'renderer/sanitize/rich-text.ts',
    'editor/components/selection-panel/lp-selection-panel.ts',
    'editor/clipboard/clipboard-format.ts', // the structural roles pasted nodes may have
  ]);
  const otherMeaning = (file: string, line: string) =>
    OTHER_VOCABULARY.has(file) || OTHER_MEANINGS.some(([f, text]) => f === file && line.includes(text));

  it('no comparison of a tagName with a kind name, and no file naming three kinds', () => {
    const found: string[] = [];
    for (const file of sources(root)) {
      const named = new Set<string>();
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\*)/.test(line) || otherMeaning(file, line)) return;
          const kinds = [...line.matchAll(quoted)].map((match) => match[1]!);
          for (const kind of kinds) named.add(kind);
          if (/tagName\s*[!=]==\s*['"]/.test(line) && kinds.length > 0)
            found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
      if (named.size >= 3) found.push(`${file}: names ${[...named].join(', ')}`);
    }
    expect(found).to.deep.equal([]);
  });
});

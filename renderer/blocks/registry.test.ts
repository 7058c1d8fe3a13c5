import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindContractTests } from '../testing/kind-contract.ts';
import { registry, Registry } from './registry.ts';
import { BORDER_ORDER } from './shared/common.ts';

describe('the registry: each kind carries what the editor and the docs need of it', () => {
  for (const kind of registry.kinds) describe(kind.tagName, () => kindContractTests(kind, registry));

  it('refuses a second kind with the same tagName', () => {
    expect(() => new Registry([...registry.kinds, registry.get('text')!])).to.throw(/registered twice/);
  });

  it("lists every kind's border group in the one order (width, style, color, corner radius, shadow)", () => {
    const order: readonly string[] = BORDER_ORDER;
    for (const kind of registry.kinds) {
      const names = Object.entries(kind.attributes)
        .filter(([, spec]) => spec.group === 'border')
        .map(([name]) => name);
      expect(
        names.every((name) => order.includes(name)),
        `${kind.tagName}: ${names.join(', ')} are all in BORDER_ORDER`,
      ).to.equal(true);
      const sorted = [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      expect(names, kind.tagName).to.deep.equal(sorted);
    }
  });

  it('says, for every choice without a default, what it looks like unset, as one of its options', () => {
    for (const kind of registry.kinds)
      for (const [name, spec] of Object.entries(kind.attributes)) {
        const where = `${kind.tagName}.${name}`;
        if (spec.unset === undefined) continue;
        expect(spec.default, `${where} has a default: unset never applies`).to.equal(undefined);
        const shown = [spec.unset.shows, ...(spec.unset.whenSet ? [spec.unset.whenSet.shows] : [])];
        for (const value of shown) expect(spec.shape.test(value), `${where}: ${String(value)}`).to.equal(true);
        if (spec.unset.whenSet) expect(kind.attributes, where).to.have.property(spec.unset.whenSet.attribute);
      }
    const unsetStyles = ['section', 'container', 'column'].map((tag) => registry.get(tag)!.attributes['border-style']!);
    for (const style of unsetStyles) {
      expect(style.options?.[0], 'None comes first').to.equal('none');
      expect(style.unset).to.deep.equal({ shows: 'none', whenSet: { attribute: 'border-width', shows: 'solid' } });
    }
  });

  it('has exactly one host-defined block kind, custom-raw (the customBlocks items)', () => {
    expect(registry.kinds.filter((kind) => kind.hostDefined).map((kind) => kind.tagName)).to.deep.equal(['custom-raw']);
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
    ['renderer/schema/template.ts', 'kindWithRole(kinds, '], // the tree's structural roles
  ];
  // Files where the kinds' words name other things throughout: attribute groups and controls, HTML
  // elements, panel groups and classes, the tree's structural roles.
  const OTHER_VOCABULARY = new Set([
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

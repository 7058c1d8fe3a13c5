/**
 * What every registry entry must carry for the editor and the docs, as tests: an icon on the
 * 24 px grid, a frozen starter the schema accepts and that renders without warnings, an example
 * page that uses the kind, and flags that agree with its content and children. registry.test.ts
 * runs them for every built-in kind; add-kind.test.ts for a kind added as README's recipe says.
 */
import { expect } from 'chai';
import type { NodeKind } from '../blocks/define.ts';
import type { Registry } from '../blocks/registry.ts';
import type { PageDefinition, TemplateNode } from '../model/node.ts';
import { checkTemplate, renderPage } from '../render-page.ts';

/** A node of `kind` made from its starter, placed where its role belongs in a page of `kinds`. */
export function pageAround(kind: NodeKind, kinds: Registry): PageDefinition {
  const node: TemplateNode = { tagName: kind.tagName, ...structuredClone(kind.starter) };
  const column = kinds.withRole('column')[0]!.tagName;
  const section = kinds.withRole('section')[0]!.tagName;
  // The template format names its root `page`; a registry's page kind is that one.
  const page = kinds.withRole('page')[0]!.tagName as PageDefinition['tagName'];
  switch (kind.role) {
    case 'page':
      return node as PageDefinition;
    case 'section':
      return { tagName: page, children: [node] };
    case 'container':
      return { tagName: page, children: [{ tagName: section, container: node, children: [] }] };
    case 'column':
      return { tagName: page, children: [{ tagName: section, children: [node] }] };
    case 'block':
      return { tagName: page, children: [{ tagName: section, children: [{ tagName: column, children: [node] }] }] };
  }
}

// One SVG path on the 24 px grid: commands and numbers only (it is written into an attribute).
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/;

/** The tests every kind of `kinds` passes (call inside a `describe`). */
export function kindContractTests(kind: NodeKind, kinds: Registry): void {
  it('has an icon: path data that stays inside the 24 px grid', () => {
    expect(kind.icon).to.match(PATH_DATA);
    expect(kind.icon).to.match(/^M/);
    const numbers = kind.icon.match(/-?\d*\.?\d+/g)!.map(Number);
    for (const n of numbers) expect(Math.abs(n)).to.be.at.most(24);
  });

  it('has a starter the schema accepts, which renders without warnings', () => {
    const page = pageAround(kind, kinds);
    expect(() => checkTemplate(page, kinds)).not.to.throw();
    const { warnings } = renderPage(page, { mode: 'edit' }, kinds);
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
    expect(() => checkTemplate(example, kinds)).not.to.throw();
    const html = renderPage(example, {}, kinds).html;
    // Its root class, alone or followed by more (no RegExp built from a name: the regex audit).
    expect([' ', '"'].some((end) => html.includes(`class="lp-${kind.tagName}${end}`))).to.equal(true);
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
}

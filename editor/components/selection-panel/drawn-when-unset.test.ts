/**
 * An unset length or color shows what the page draws for it: the kind's base rule, the global body rule,
 * the design at the device's level (with the renderer's defaults), CSS's initial value; a value
 * set at a wider level still wins, and nothing is guessed for what is not known.
 */
import { expect } from 'chai';
import { registry, type Level, type PageDefinition, type TemplateNode } from '../../../renderer/index.ts';
import { button, column, page, section, text } from '../../../renderer/testing/builders.ts';
import { fieldModel } from './field-model.ts';

const placeholder = (doc: PageDefinition, node: TemplateNode, name: string, level: Level = 'desktop') => {
  const spec = registry.get(node.tagName)!.attributes[name]!;
  const field = fieldModel(node, name, spec, level, doc);
  return { own: field.own, inherited: field.inherited };
};

const paragraph = text('<p>Hi</p>', { uid: 't' });
const plain = page(section({ uid: 's' }, column(paragraph)));

describe('what an unset length shows', () => {
  it("a text's font size and line height: the body's 16px and 1.5 on a page without a design", () => {
    expect(placeholder(plain, paragraph, 'font-size')).to.deep.equal({ own: undefined, inherited: '16px' });
    expect(placeholder(plain, paragraph, 'line-height').inherited).to.equal('1.5');
    expect(placeholder(plain, paragraph, 'letter-spacing').inherited).to.equal('normal');
  });

  it("the page design's value at the device's level, a narrower level inheriting a wider one", () => {
    const doc = page(
      { settings: { version: 1, design: { fontSize: '18px', lineHeight: '1.6', md: { fontSize: '17px' } } } },
      section(column(paragraph)),
    );
    expect(placeholder(doc, paragraph, 'font-size', 'desktop').inherited).to.equal('18px');
    expect(placeholder(doc, paragraph, 'font-size', 'md').inherited).to.equal('17px');
    expect(placeholder(doc, paragraph, 'font-size', 'xs').inherited).to.equal('17px');
    expect(placeholder(doc, paragraph, 'line-height', 'xs').inherited).to.equal('1.6');
  });

  it("the template's global body rule wins over the design, as in the stylesheet", () => {
    const doc = page(
      { settings: { version: 1, design: { fontSize: '18px' } }, style: { body: { 'font-size': '15px' } } },
      section(column(paragraph)),
    );
    expect(placeholder(doc, paragraph, 'font-size').inherited).to.equal('15px');
  });

  it("a value the node sets at a wider level still wins; the stored value is the node's own", () => {
    const node = text('<p>Hi</p>', { attributes: { 'font-size': '20px' } });
    expect(placeholder(plain, node, 'font-size', 'md')).to.deep.equal({ own: undefined, inherited: '20px' });
    expect(placeholder(plain, node, 'font-size', 'desktop')).to.deep.equal({ own: '20px', inherited: '16px' });
  });

  it("a button's line height is its base rule's 1.25; its font size the page's", () => {
    const go = button('Go');
    expect(placeholder(plain, go, 'line-height').inherited).to.equal('1.25');
    expect(placeholder(plain, go, 'font-size').inherited).to.equal('16px');
  });

  it("a section's content width and minimum height: the page's content width, no minimum", () => {
    const band = section(column(paragraph));
    expect(placeholder(plain, band, 'content-width').inherited).to.equal('1140px');
    const narrow = page({ settings: { version: 1, contentWidth: '960px' } }, band);
    expect(placeholder(narrow, band, 'content-width').inherited).to.equal('960px');
    const designed = page({ settings: { version: 1, design: { xs: { contentWidth: '100%' } } } }, band);
    expect(placeholder(designed, band, 'content-width', 'xs').inherited).to.equal('100%');
    expect(placeholder(plain, band, 'min-height').inherited).to.equal('0');
    // A default stays the default.
    expect(placeholder(plain, band, 'column-gap').inherited).to.equal('0');
  });

  it("a color: what it inherits (the blocks around it, the body's), a hover state's rest; none for a background", () => {
    expect(placeholder(plain, paragraph, 'color').inherited).to.equal('#111827');
    const inSection = text('<p>Hi</p>', { uid: 'in' });
    const inColumn = column({ uid: 'c' }, inSection);
    const around = page(section({ attributes: { color: '#1e3a8a' } }, inColumn));
    expect(placeholder(around, inSection, 'color').inherited).to.equal('#1e3a8a');
    expect(placeholder(around, inSection, 'color', 'xs').inherited).to.equal('#1e3a8a');
    const designed = page({ settings: { version: 1, design: { textColor: '#333333' } } }, section(column(paragraph)));
    expect(placeholder(designed, paragraph, 'color').inherited).to.equal('#333333');
    // A border's color is the text color (currentcolor).
    expect(placeholder(around, inColumn, 'border-color').inherited).to.equal('#1e3a8a');
    const go = button('Go', { uid: 'go', attributes: { color: '#fafafa' } });
    const withButton = page(section(column(go)));
    expect(placeholder(withButton, go, 'hover-color').inherited).to.equal('#fafafa');
    expect(placeholder(withButton, go, 'hover-background-color').inherited).to.equal('#2563eb');
    // Nothing draws a background that is not set: no placeholder (the field says None).
    expect(placeholder(plain, paragraph, 'background-color').inherited).to.equal(undefined);
  });

  it('nothing without the page: the model is then the attribute cascade alone', () => {
    const spec = registry.get('text')!.attributes['font-size']!;
    expect(fieldModel(paragraph, 'font-size', spec, 'desktop').inherited).to.equal(undefined);
  });

  it('answers anew once the page design changes, though it keeps answers for the same settings', () => {
    const before = page({ settings: { version: 1, design: { fontSize: '18px' } } }, section(column(paragraph)));
    expect(placeholder(before, paragraph, 'font-size').inherited).to.equal('18px');
    expect(placeholder(before, paragraph, 'font-size').inherited).to.equal('18px');
    // The store replaces the settings object when the design changes: a new page with new settings.
    const after = { ...before, settings: { version: 1, design: { fontSize: '20px' } } } as PageDefinition;
    expect(placeholder(after, paragraph, 'font-size').inherited).to.equal('20px');
    // A new body rule in the style (same settings) is seen too.
    const styled = { ...after, style: { body: { 'font-size': '14px' } } } as PageDefinition;
    expect(placeholder(styled, paragraph, 'font-size').inherited).to.equal('14px');
  });
});

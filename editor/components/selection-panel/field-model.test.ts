/**
 * The panel's field model: at each level, the value the node sets there, or the one it inherits
 * and from which level, the same as the renderer's cascade (what the canvas shows).
 */
import { expect } from 'chai';
import { BREAKPOINTS, LEVELS, registry, renderPage, type TemplateNode } from '../../../renderer/index.ts';
import { infoOf, resolveLevels } from '../../../renderer/render/levels.ts';
import { pageWith, text } from '../../../renderer/testing/builders.ts';
import { fieldModel } from './field-model.ts';

const kind = registry.get('text')!;
const spec = (name: string) => kind.attributes[name]!;
const model = (node: TemplateNode, name: string, level: (typeof LEVELS)[number]['name']) => {
  const { own, inherited, from, editable } = fieldModel(node, name, spec(name), level);
  return { own, inherited, from, editable };
};

describe('field model', () => {
  const node = text('x', {
    attributes: { color: '#111111' },
    mdAttributes: { color: '#222222' },
    smAttributes: { 'font-size': '14px' },
  });

  it('on desktop: the value the node sets, or the default', () => {
    expect(model(node, 'color', 'desktop')).to.deep.equal({
      own: '#111111',
      inherited: spec('color').default,
      from: 'default',
      editable: true,
    });
    expect(model(node, 'padding', 'desktop')).to.include({ own: undefined, inherited: '8px 0', from: 'default' });
  });

  it('at a breakpoint: its own value, and what it would inherit from the nearest wider level', () => {
    expect(model(node, 'color', 'md')).to.deep.equal({
      own: '#222222',
      inherited: '#111111',
      from: 'desktop',
      editable: true,
    });
    expect(model(node, 'color', 'xs')).to.include({ own: undefined, inherited: '#222222', from: 'md' });
    expect(model(node, 'font-size', 'xs')).to.include({ own: undefined, inherited: '14px', from: 'sm' });
    expect(model(node, 'font-size', 'md')).to.include({ own: undefined, inherited: spec('font-size').default });
    expect(model(node, 'font-size', 'md').from).to.equal('default');
  });

  it('an attribute that is not CSS can be edited on desktop only', () => {
    const section = registry.get('section')!;
    const stack = section.attributes['stack-columns']!;
    expect(stack.css, 'stack-columns is not CSS').to.equal(undefined);
    const node: TemplateNode = { tagName: 'section', attributes: { 'stack-columns': 'xs' } };
    expect(fieldModel(node, 'stack-columns', stack, 'desktop')).to.include({ own: 'xs', editable: true });
    for (const bp of BREAKPOINTS) {
      const field = fieldModel(node, 'stack-columns', stack, bp.name);
      expect([field.editable, field.inherited, field.from], bp.name).to.deep.equal([false, 'xs', 'desktop']);
    }
  });

  it('an unset choice without a default shows what the page draws, never nothing (its first option)', () => {
    for (const tag of ['section', 'container', 'column']) {
      const kindOf = registry.get(tag)!;
      const style = kindOf.attributes['border-style']!;
      const shown = (node: TemplateNode, level: (typeof LEVELS)[number]['name']) => {
        const field = fieldModel(node, 'border-style', style, level);
        return field.own ?? field.inherited;
      };
      const plain: TemplateNode = { tagName: tag };
      // No border is drawn: None (not Solid, the option that used to come first).
      for (const level of LEVELS) expect(shown(plain, level.name), `${tag} ${level.name}`).to.equal('none');
      // A width alone draws a solid line, from the level that sets it down.
      const phones: TemplateNode = { tagName: tag, smAttributes: { 'border-width': '2px' } };
      expect(
        LEVELS.map((level) => shown(phones, level.name)),
        tag,
      ).to.deep.equal(['none', 'none', 'solid', 'solid']);
      const set: TemplateNode = { tagName: tag, attributes: { 'border-width': '1px', 'border-style': 'dashed' } };
      expect(shown(set, 'xs'), tag).to.equal('dashed');
      expect(fieldModel(plain, 'shadow', kindOf.attributes.shadow!, 'desktop').inherited, tag).to.equal('none');
    }
    // A button's label is semibold unless it says otherwise (its link's base rule).
    const button = registry.get('button')!;
    const weight = fieldModel({ tagName: 'button' }, 'font-weight', button.attributes['font-weight']!, 'desktop');
    expect(weight.inherited).to.equal('600');
    // A text's weight is the page design's: nothing to show but "Default".
    expect(fieldModel({ tagName: 'text' }, 'font-weight', spec('font-weight'), 'desktop').inherited).to.equal(
      undefined,
    );
  });

  it('never reads what an attribute map only inherits (a name like constructor)', () => {
    const parsed = JSON.parse('{"tagName": "text", "attributes": {}, "xsAttributes": {}}') as TemplateNode;
    for (const level of LEVELS) {
      const field = fieldModel(parsed, 'constructor', spec('color'), level.name);
      expect([field.own, field.from], level.name).to.deep.equal([undefined, 'default']);
    }
  });

  it('shows at every level what the renderer applies there (own value, else inherited)', () => {
    const info = infoOf(kind);
    const levels = resolveLevels(kind, info, node, () => {});
    for (const level of LEVELS)
      for (const name of info.responsive) {
        const field = fieldModel(node, name, spec(name), level.name);
        const shown = field.own !== undefined ? field.own : field.inherited;
        expect(shown, `${level.name}.${name}`).to.equal(levels[level.name][name]);
      }
    // The node renders without warnings: the values above are ones the renderer takes.
    expect(renderPage(pageWith(node)).warnings).to.deep.equal([]);
  });
});

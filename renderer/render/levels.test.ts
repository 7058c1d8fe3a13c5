import { expect } from 'chai';
import { infoOf, resolveLevels } from './levels.ts';
import { registry } from '../blocks/registry.ts';
import { renderPage } from '../render-page.ts';
import { pageWith, text } from '../testing/builders.ts';

const kind = registry.get('text')!;

describe('attribute levels', () => {
  it('applies defaults on desktop and cascades overrides: xs inherits sm inherits md inherits desktop', () => {
    const unknown: string[] = [];
    const levels = resolveLevels(
      kind,
      infoOf(kind),
      text('x', {
        attributes: { color: '#111' },
        mdAttributes: { color: '#222', 'font-size': '20px' },
        xsAttributes: { 'font-size': '14px' },
      }),
      (w, n) => unknown.push(`${w}.${n}`),
    );
    expect(levels.desktop.padding).to.equal('8px 0');
    expect([levels.desktop.color, levels.md.color, levels.sm.color, levels.xs.color]).to.deep.equal([
      '#111',
      '#222',
      '#222',
      '#222',
    ]);
    expect([
      levels.desktop['font-size'],
      levels.md['font-size'],
      levels.sm['font-size'],
      levels.xs['font-size'],
    ]).to.deep.equal([undefined, '20px', '20px', '14px']);
    expect(levels.overrides.sm).to.deep.equal({});
    expect(unknown).to.deep.equal([]);
  });

  it('ignores and reports keys the kind does not have, and non-responsive keys in overrides', () => {
    const unknown: string[] = [];
    const levels = resolveLevels(
      kind,
      infoOf(kind),
      {
        tagName: 'text',
        attributes: JSON.parse('{"__proto__": {"x": 1}, "colour": "red", "constructor": 1}'),
        smAttributes: { content: 'x' },
      },
      (w, n) => unknown.push(`${w}.${n}`),
    );
    expect(unknown).to.deep.equal([
      'attributes.__proto__',
      'attributes.colour',
      'attributes.constructor',
      'smAttributes.content',
    ]);
    expect(Object.keys(levels.desktop)).not.to.include.members(['colour', 'constructor']);
  });

  it('warns about unknown attributes once per node and attribute', () => {
    const { warnings } = renderPage(pageWith(text('x', { uid: 't', attributes: { colour: 'red' } as never })));
    expect(warnings).to.deep.equal([
      {
        type: 'unknown_attribute',
        uid: 't',
        attribute: 'attributes.colour',
        message: '"colour" is not an attribute of text; it was ignored.',
      },
    ]);
  });
});

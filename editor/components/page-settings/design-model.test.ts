/**
 * The design fields' cascade: at each level a field shows what that level sets, or what a wider
 * level (or the renderer's default) gives, and where from; desktop-only values are not editable
 * at a narrower level and show the desktop value.
 */
import { expect } from 'chai';
import { page } from '../../../renderer/testing/builders.ts';
import { registry, renderPage } from '../../../renderer/index.ts';
import { DESIGN_FIELDS, designFieldModel } from './design-model.ts';
import { designFieldShape } from '../../store/page-commands.ts';

const def = (path: string) => DESIGN_FIELDS.find((field) => field.path === path)!;
const doc = page({
  settings: {
    contentWidth: '960px',
    design: { fontSize: '18px', textColor: '#111111', button: { color: '#ffffff' }, sm: { fontSize: '14px' } },
  },
});

describe('design field model', () => {
  it('every field edits a value the design shape has', () => {
    for (const field of DESIGN_FIELDS) expect(designFieldShape(field.path), field.path).to.not.equal(undefined);
  });

  it('cascades desktop → md → sm → xs, like the renderer', () => {
    const size = def('fontSize');
    expect(designFieldModel(doc, size, 'desktop')).to.include({
      own: '18px',
      from: 'default',
      inherited: '16px',
      editable: true,
    });
    expect(designFieldModel(doc, size, 'md')).to.include({ own: undefined, from: 'desktop', inherited: '18px' });
    expect(designFieldModel(doc, size, 'sm')).to.include({ own: '14px', from: 'desktop', inherited: '18px' });
    expect(designFieldModel(doc, size, 'xs')).to.include({ own: undefined, from: 'sm', inherited: '14px' });
    expect(designFieldModel(doc, def('contentWidth'), 'xs')).to.include({ from: 'default', inherited: '960px' });
  });

  it('a desktop-only value is not editable narrower, and shows the desktop value', () => {
    expect(designFieldModel(doc, def('textColor'), 'md')).to.include({
      editable: false,
      own: undefined,
      inherited: '#111111',
      from: 'desktop',
    });
    expect(designFieldModel(doc, def('button.color'), 'desktop')).to.include({ editable: true, own: '#ffffff' });
    expect(designFieldModel(doc, def('linkColor'), 'desktop')).to.include({ own: undefined, inherited: '#0000ee' });
  });

  it('an unset color shows the color the page draws, never nothing', () => {
    const bare = page();
    const shown = (path: string, of = bare) => designFieldModel(of, def(path), 'desktop').inherited;
    // The renderer's reset draws these (renderer/render/document.ts).
    const css = renderPage(bare, { mode: 'publish' }).html;
    expect(css).to.include(`color: ${shown('textColor')}; background-color: ${shown('backgroundColor')};`);
    // Headings take the text color, set or not; a button its kind's defaults.
    expect(shown('headingColor')).to.equal(shown('textColor'));
    expect(shown('headingColor', doc)).to.equal('#111111');
    const button = registry.get('button')!.attributes;
    expect([shown('button.backgroundColor'), shown('button.color')]).to.deep.equal([
      button['background-color']!.default,
      button.color!.default,
    ]);
    for (const field of DESIGN_FIELDS.filter((field) => field.control === 'color'))
      expect(shown(field.path), field.path).to.be.a('string');
  });
});

/** The font control's choices: one per family, custom fonts joining or replacing the built-in ones. */
import { expect } from 'chai';
import { WEB_FONTS, WEB_SAFE_FONTS } from '../../renderer/index.ts';
import { familyOf, fontChoices } from './font-list.ts';

describe('font list', () => {
  it('names the first family of a font-family list', () => {
    expect(familyOf("'Open Sans', sans-serif")).to.equal('open sans');
    expect(familyOf('"Brand" , serif')).to.equal('brand');
    expect(familyOf('Arial, Helvetica, sans-serif')).to.equal('arial');
  });

  it('lists one entry per family, custom fonts first, under the shortest label', () => {
    const choices = fontChoices({
      customFonts: {
        fonts: [
          { label: 'Brand Bold', style: "'Brand', serif", url: 'https://f.test/brand-700.css' },
          { label: 'Brand', style: "'Brand', serif", url: 'https://f.test/brand-400.css' },
          { label: 'Inter Light', style: "'Inter', sans-serif" },
        ],
      },
    });
    expect(choices[0]).to.include({ label: 'Brand', style: "'Brand', serif" });
    expect(choices.filter((font) => familyOf(font.style) === 'brand').length).to.equal(1);
    expect(choices.filter((font) => familyOf(font.style) === 'inter').length).to.equal(1);
    const families = choices.map((font) => familyOf(font.style));
    expect(new Set(families).size).to.equal(families.length);
    expect(choices.length).to.equal(new Set([...WEB_FONTS, ...WEB_SAFE_FONTS].map((f) => familyOf(f.style))).size + 1);
  });

  it('with override, lists the custom fonts alone', () => {
    const choices = fontChoices({
      customFonts: { override: true, fonts: [{ label: 'Brand', style: 'Brand, serif' }] },
    });
    expect(choices.map((font) => font.label)).to.deep.equal(['Brand']);
  });

  it('works a list out once per customFonts value (the panel asks at every edit), and again for another', () => {
    const customFonts = { fonts: [{ label: 'Brand', style: 'Brand, serif' }] };
    const first = fontChoices({ customFonts });
    expect(fontChoices({ customFonts })).to.equal(first);
    expect(fontChoices(undefined)).to.equal(fontChoices({}));
    const other = fontChoices({ customFonts: { fonts: [{ label: 'Other', style: 'Other, serif' }] } });
    expect(other).to.not.equal(first);
    expect(other[0]!.label).to.equal('Other');
  });
});

/** Counted phrases pick the plural category's key, and fall back to `.other`. */
import { expect } from 'chai';
import { Translator } from '../../../i18n/translator.ts';
import { plural, pluralCategory, pluralKey } from './plural.ts';

const catalog = {
  'panel.list.fields.count.one': '{count} field',
  'panel.list.fields.count.other': '{count} fields',
};

describe('plural', () => {
  it('says "1 field" and "2 fields" in English', () => {
    const t = new Translator('en', catalog);
    expect(plural(t, 'panel.list.fields.count', 1)).to.equal('1 field');
    expect(plural(t, 'panel.list.fields.count', 2)).to.equal('2 fields');
    expect(plural(t, 'panel.list.fields.count', 0)).to.equal('0 fields');
    expect(plural(t, 'panel.list.fields.count', 1200)).to.equal('1,200 fields');
  });

  it("uses each language's categories, and .other for one its catalog lacks", () => {
    expect(pluralCategory('ru', 3)).to.equal('few');
    expect(pluralCategory('ru', 5)).to.equal('many');
    expect(pluralCategory('ar', 2)).to.equal('two');
    expect(pluralCategory('ja', 1)).to.equal('other');
    const ru = new Translator('ru', {
      'x.count.one': '{count} поле',
      'x.count.few': '{count} поля',
      'x.count.other': '{count} полей',
    });
    expect(pluralKey(ru, 'x.count', 3)).to.equal('x.count.few');
    expect(pluralKey(ru, 'x.count', 21)).to.equal('x.count.one');
    // "many" is not in this catalog: the other form.
    expect(pluralKey(ru, 'x.count', 5)).to.equal('x.count.other');
  });
});

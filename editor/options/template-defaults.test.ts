/**
 * `defaultTemplateSettings`: read leniently (each value checked on its own, an invalid one dropped
 * and never its neighbours), merged over the built-in defaults, applied to a new page only, and
 * to inserted starters per kind. The zod form of the shape compiles and agrees with the checks.
 */
import { expect } from 'chai';
import { page, section, column, button, text } from '../../renderer/testing/builders.ts';
import { toZod } from '../../renderer/schema/to-zod.ts';
import { validatePage } from '../../renderer/schema/template.ts';
import { starterNode, sectionAround } from '../blocks/starters.ts';
import {
  BUILTIN_TEMPLATE_DEFAULTS,
  applyTemplateDefaults,
  defaultsForStarter,
  resolveTemplateDefaults,
  templateDefaultsShape,
} from './template-defaults.ts';

/** Valid and invalid values side by side, at every depth. */
const MIXED = {
  design: {
    fontFamily: "'Inter', Arial, sans-serif",
    textColor: '#1f2937',
    linkColor: 'javascript:alert(1)', // not a color
    headingFontWeight: '950', // not a weight
    headingScale: 1.3,
    fontSize: 17, // a number is not a length
    lineHeight: '1.6',
    button: { backgroundColor: '#2563eb', color: 'url(x)', borderRadius: '8px' },
    md: { fontSize: '15px', headingScale: 3 }, // scale above 2
    xs: 'small', // not an object
    unknownKey: 'dropped',
  },
  metadata: { title: 'New page', noindex: 'yes', canonical: 42 },
  settings: { lang: 'pt-BR', dir: 'sideways', contentWidth: '960px' },
  blocks: {
    button: { attributes: { 'background-color': '#16a34a', 'border-radius': '999px', padding: 'lots', bogus: 1 } },
    section: { attributes: { padding: '64px 24px' } },
    notAKind: { attributes: { color: '#000' } },
    text: 'red',
  },
  typography: { h1: { 'font-size': '40px' } },
};

describe('defaultTemplateSettings', () => {
  it('keeps each valid value and drops each invalid one, at every depth', () => {
    const resolved = resolveTemplateDefaults(MIXED);
    expect(resolved.design).to.deep.equal({
      fontFamily: "'Inter', Arial, sans-serif",
      textColor: '#1f2937',
      headingScale: 1.3,
      lineHeight: '1.6',
      button: { backgroundColor: '#2563eb', borderRadius: '8px' },
      md: { fontSize: '15px' },
    });
    expect(resolved.metadata).to.deep.equal({ title: 'New page' });
    expect(resolved.settings).to.deep.equal({ lang: 'pt-BR', dir: 'ltr', contentWidth: '960px' });
    expect(resolved.blocks).to.deep.equal({
      button: { attributes: { 'background-color': '#16a34a', 'border-radius': '999px' } },
      section: { attributes: { padding: '64px 24px' } },
    });
    expect(resolved).to.not.have.property('typography');
  });

  it('merges over the built-in defaults, and gives them for no option or a non-object', () => {
    expect(resolveTemplateDefaults(undefined)).to.equal(BUILTIN_TEMPLATE_DEFAULTS);
    expect(resolveTemplateDefaults('big')).to.equal(BUILTIN_TEMPLATE_DEFAULTS);
    expect(resolveTemplateDefaults({ settings: { dir: 'rtl' } }).settings).to.deep.equal({ lang: 'en', dir: 'rtl' });
    expect(
      resolveTemplateDefaults({ settings: { lang: '' } }).settings,
      'an invalid lang keeps the built-in',
    ).to.deep.equal({
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('everything it keeps passes the template format; its zod form agrees with the checks', () => {
    const resolved = resolveTemplateDefaults(MIXED);
    expect(templateDefaultsShape.test(resolved)).to.equal(true);
    expect(templateDefaultsShape.test(MIXED)).to.equal(false);
    const zod = toZod(templateDefaultsShape);
    expect(zod.safeParse(resolved).success).to.equal(true);
    expect(zod.safeParse(MIXED).success).to.equal(false);
    const doc = applyTemplateDefaults(page(), MIXED);
    expect(validatePage(doc)).to.deep.equal([]);
  });

  it('shapes a new, empty page; the page’s own values win; a page with sections is left alone', () => {
    const doc = applyTemplateDefaults(
      page({ metadata: { title: 'Mine' }, settings: { version: 1, dir: 'rtl' } }),
      MIXED,
    );
    expect(doc.metadata).to.deep.equal({ title: 'Mine' });
    expect(doc.settings?.lang).to.equal('pt-BR');
    expect(doc.settings?.dir).to.equal('rtl');
    expect(doc.settings?.version).to.equal(1);
    expect(doc.settings?.contentWidth).to.equal('960px');
    expect(doc.settings?.design?.textColor).to.equal('#1f2937');
    const full = page(section(column(text('<p>x</p>'))));
    expect(applyTemplateDefaults(full, MIXED)).to.equal(full);
    expect(applyTemplateDefaults(page(), undefined).settings).to.deep.equal({ lang: 'en', dir: 'ltr' });
  });

  it('gives inserted starters their kind’s default attributes, over the starter’s, at every depth', () => {
    const starter = starterNode('button')!;
    const withDefaults = defaultsForStarter(starter, MIXED);
    expect(withDefaults.attributes).to.deep.equal({
      ...starter.attributes,
      'background-color': '#16a34a',
      'border-radius': '999px',
    });
    expect(starter.attributes).to.not.have.property('background-color');
    const wrapped = defaultsForStarter(sectionAround(button('Go')), MIXED);
    expect(wrapped.attributes?.padding).to.equal('64px 24px');
    expect(wrapped.children?.[0]?.children?.[0]?.attributes?.['background-color']).to.equal('#16a34a');
    const plain = starterNode('text')!;
    expect(defaultsForStarter(plain, MIXED)).to.deep.equal(plain);
    expect(defaultsForStarter(plain, undefined)).to.equal(plain);
  });
});

import { expect } from 'chai';
import { deepFreeze } from '../renderer/testing/inspect.ts';
import { applyLanguage, findLanguage } from './language.ts';
import type { EmailTemplate } from './schema.ts';
import { button, column, email, image, section, text } from './testing/builders.ts';

const template: EmailTemplate = {
  ...email(
    section(
      column(
        text('Hello', { uid: 'a' }),
        text('World', { uid: 'b' }),
        button('Go', { uid: 'c' }),
        image({ alt: 'x' }, { uid: 'd' }),
      ),
    ),
  ),
  langs: [
    { key: 'en', primary: true, translations: { a: { content: 'Hello (primary entry)' } } },
    { key: 'de', translations: { a: { content: 'Hallo' }, c: { content: 'Los' }, d: { content: 'not content' } } },
    { key: 'pt-BR', translations: { a: { content: 'Olá' } } },
  ],
};

const contents = (result: ReturnType<typeof applyLanguage>) =>
  result.template.children[0]!.children![0]!.children![0]!.children!.map((n) => n.content);

describe('languages', () => {
  it('applies the translations of the language asked for; blocks without one keep the primary content', () => {
    const result = applyLanguage(template, 'de');
    expect(contents(result)).to.deep.equal(['Hallo', 'World', 'Los', undefined]);
    expect(result.lang).to.equal('de');
    expect(result.warnings).to.deep.equal([]);
  });

  it("the primary language, or none asked for, is the template's own content", () => {
    for (const language of [undefined, 'en', 'EN']) {
      const result = applyLanguage(template, language);
      expect(contents(result)).to.deep.equal(['Hello', 'World', 'Go', undefined]);
      expect(result.lang).to.equal('en');
    }
  });

  it('matches keys ignoring case, then by primary subtag', () => {
    expect(findLanguage(template.langs!, 'PT-br')?.key).to.equal('pt-BR');
    expect(findLanguage(template.langs!, 'de-AT')?.key).to.equal('de');
    expect(findLanguage(template.langs!, 'pt')).to.equal(undefined);
  });

  it('an unknown language renders the primary one, with a warning', () => {
    const result = applyLanguage(template, 'ja');
    expect(contents(result)).to.deep.equal(['Hello', 'World', 'Go', undefined]);
    expect(result.lang).to.equal('en');
    expect(result.warnings).to.deep.equal([
      {
        type: 'unknown_language',
        message: 'The template has no language "ja" (it has en, de, pt-BR); the primary language was rendered.',
        language: 'ja',
        available: ['en', 'de', 'pt-BR'],
      },
    ]);
  });

  it('a template without langs has no document language', () => {
    const plain = email(section(column(text('x'))));
    expect(applyLanguage(plain, undefined)).to.deep.equal({ template: plain, lang: undefined, warnings: [] });
    expect(applyLanguage(plain, 'de').warnings[0]).to.include({ type: 'unknown_language' });
  });

  it('never mutates the template; unchanged subtrees are shared', () => {
    const frozen = deepFreeze(structuredClone(template));
    const result = applyLanguage(frozen, 'de');
    expect(frozen).to.deep.equal(template);
    expect(applyLanguage(frozen, 'en').template).to.equal(frozen);
    expect(result.template).not.to.equal(frozen);
  });
});

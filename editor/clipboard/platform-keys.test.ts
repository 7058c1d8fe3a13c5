/** Shortcut names: the platform's symbols on Apple systems, the language's key caps elsewhere. */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { Translator } from '../i18n/translator.ts';
import { chord, deleteKey, keyNames } from './platform-keys.ts';

const catalog = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../i18n/catalogs/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('platform keys', () => {
  it('names the keys as a German keyboard prints them (Strg, Entf), and as an English one (Ctrl, Del)', () => {
    const de = keyNames(new Translator('de', catalog('de')));
    expect(chord('C', false, de)).to.equal('Strg+C');
    expect(deleteKey(false, de)).to.deep.equal({ label: 'Entf', aria: 'Delete' });
    const en = keyNames(new Translator('en', catalog('en')));
    expect(chord('C', false, en)).to.equal('Ctrl+C');
    expect(deleteKey(false, en).label).to.equal('Del');
  });

  it('writes the symbols on Apple systems whatever the language, and the same aria names everywhere', () => {
    const de = keyNames(new Translator('de', catalog('de')));
    expect(chord('C', true, de)).to.equal('⌘C');
    expect(deleteKey(true, de)).to.deep.equal({ label: '⌫', aria: 'Backspace' });
  });
});

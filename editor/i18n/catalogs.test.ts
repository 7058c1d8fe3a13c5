/**
 * The translated UI catalogs (editor/i18n/catalogs/<lang>.json), one per language the options
 * accept: each has exactly the English keys in the English order, a non-empty text for every key
 * with the same `{placeholders}`, keeps the ellipsis, and is really translated (only a few texts
 * may equal the English ones, besides acronyms, numbers and `Auto`).
 */
import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '../options/languages.ts';
import { BOOTSTRAP_TEXTS } from './bootstrap-texts.ts';

const DIR = new URL('./catalogs/', import.meta.url);

function readCatalog(language: string): { text: string; catalog: Record<string, unknown> } {
  const text = readFileSync(new URL(`${language}.json`, DIR), 'utf8');
  const catalog = JSON.parse(text) as unknown;
  if (catalog === null || typeof catalog !== 'object' || Array.isArray(catalog))
    throw new Error(`${language}.json is not a JSON object`);
  return { text, catalog: catalog as Record<string, unknown> };
}

const english = readCatalog('en').catalog as Record<string, string>;
const englishKeys = Object.keys(english);

/** The `{name}` placeholders of a text, sorted (a repeated one counts each time). */
function placeholders(text: string): string[] {
  return (text.match(/\{\w+\}/g) ?? []).sort();
}

/** English texts a translation may keep: acronyms and methods (GIF, HTML, POST), numbers, `Auto`, key caps. */
// Key caps as keyboards print them: Arabic and Hebrew keyboards print Ctrl and Del in Latin (a German
// one prints Strg and Entf, which the catalogs say).
const TECHNICAL_WORDS = new Set(['Auto', 'Ctrl', 'Del']);
function mayStayEnglish(text: string): boolean {
  // A phone number or an email address shown as an example is written the same in every language.
  return (
    /^\+?[A-Z0-9][A-Z0-9 ()./-]*$/.test(text) ||
    /^\d+(\.\d+)?$/.test(text) ||
    /^[a-z]+@example\.com$/.test(text) ||
    TECHNICAL_WORDS.has(text)
  );
}

/** At most this share of a catalog's other texts may be identical to English. */
const MAX_IDENTICAL_SHARE = 0.1;

/** Letters of the script each right-to-left catalog must be written in. */
const SCRIPT: Partial<Record<(typeof LANGUAGES)[number], RegExp>> = { he: /[\u0590-\u05FF]/, ar: /[\u0600-\u06FF]/ };

describe('UI catalogs', () => {
  it('English is the reference: a non-empty catalog of non-empty texts', () => {
    expect(englishKeys.length).to.be.greaterThan(100);
    for (const key of englishKeys) expect(english[key], key).to.be.a('string').and.not.equal('');
  });

  it("the start screen's texts in the script are English's, word for word", () => {
    expect(Object.keys(BOOTSTRAP_TEXTS).length).to.be.greaterThan(3);
    for (const [key, text] of Object.entries(BOOTSTRAP_TEXTS)) expect(text, key).to.equal(english[key]);
  });

  it('there is one catalog per supported language and no other', () => {
    const files = readdirSync(DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect(files.sort()).to.deep.equal([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((lang) => lang !== 'en')) {
    describe(language, () => {
      it('exists, parses and is 2-space indented JSON with a trailing newline', () => {
        expect(existsSync(new URL(`${language}.json`, DIR)), `${language}.json`).to.equal(true);
        const { text, catalog } = readCatalog(language);
        expect(text).to.equal(`${JSON.stringify(catalog, null, 2)}\n`);
      });

      it("has exactly English's keys, in the same order", () => {
        expect(Object.keys(readCatalog(language).catalog)).to.deep.equal(englishKeys);
      });

      it("every value is a non-empty string with English's placeholders", () => {
        const { catalog } = readCatalog(language);
        for (const key of englishKeys) {
          const value = catalog[key];
          expect(value, `${language} ${key}`).to.be.a('string');
          expect((value as string).trim(), `${language} ${key}`).to.not.equal('');
          // A plural form for exactly one may say the number in words ("one field", "حقل واحد").
          if (key.endsWith('.one') && placeholders(value as string).length === 0) continue;
          expect(placeholders(value as string), `${language} ${key}: ${String(value)}`).to.deep.equal(
            placeholders(english[key]!),
          );
        }
      });

      it('keeps the ellipsis where English has one', () => {
        const { catalog } = readCatalog(language);
        for (const key of englishKeys.filter((k) => english[k]!.includes('…')))
          expect(catalog[key], `${language} ${key}`).to.include('…');
      });

      it('is translated: few values are identical to English', () => {
        const { catalog } = readCatalog(language);
        const identical = englishKeys.filter((key) => catalog[key] === english[key] && !mayStayEnglish(english[key]!));
        const allowed = Math.floor(englishKeys.length * MAX_IDENTICAL_SHARE);
        expect(
          identical.length,
          `${language} keeps ${identical.length} English texts: ${identical.join(', ')}`,
        ).to.be.at.most(allowed);
      });

      const script = SCRIPT[language];
      if (script) {
        it('is written in its own script', () => {
          const { catalog } = readCatalog(language);
          for (const key of englishKeys.filter((k) => !mayStayEnglish(english[k]!)))
            expect(catalog[key], `${language} ${key}`).to.match(script);
        });
      }
    });
  }
});

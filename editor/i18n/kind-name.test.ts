import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { registry } from '../../renderer/blocks/registry.ts';
import { kindName } from './kind-name.ts';
import { Translator, type Catalog } from './translator.ts';

const catalog = (language: string): Catalog =>
  JSON.parse(readFileSync(new URL(`./catalogs/${language}.json`, import.meta.url), 'utf8'));

describe('kindName', () => {
  it('is the translation of kind.<tagName> when a catalog has one', () => {
    const t = new Translator('de', catalog('de'), undefined, catalog('en'));
    expect(kindName(t, 'button')).to.equal(catalog('de')['kind.button']);
  });

  it("is the registry's label for a kind no catalog names (a kind added without translations)", () => {
    const english = { ...catalog('en') };
    delete (english as Record<string, string>)['kind.video'];
    const t = new Translator('en', english);
    expect(kindName(t, 'video')).to.equal(registry.get('video')!.label);
  });
});

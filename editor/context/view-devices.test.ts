/**
 * The view devices against the renderer's levels: each shows the page at a width inside the
 * level it edits (so the canvas applies the CSS of the level the panel says it edits), and each
 * level has one name, the same in the renderer, the top bar, the panel and the preview.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { LEVELS, levelAtWidth, levelInfo } from '../../renderer/index.ts';
import { levelLabelKey, VIEW_DEVICES, viewDevice, viewWidth, type ViewDevice } from './view-devices.ts';

const catalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../i18n/catalogs/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('view devices', () => {
  it('desktop, tablet, mobile landscape and mobile edit every level: desktop, md, sm and xs', () => {
    expect(VIEW_DEVICES.map(({ device, level }) => [device, level])).to.deep.equal([
      ['desktop', 'desktop'],
      ['tablet', 'md'],
      ['landscape', 'sm'],
      ['mobile', 'xs'],
    ]);
  });

  it("every view width lies inside its level's range, for any width the editor has free", () => {
    for (const { device, level, width } of VIEW_DEVICES) {
      const { minWidth, maxWidth } = levelInfo(level);
      if (width !== undefined) {
        expect(width, device).to.be.within(minWidth, maxWidth);
        expect(levelAtWidth(width), device).to.equal(level);
      }
      for (const available of [0, 320, 767, 768, 1023, 1024, 1440, 2560]) {
        const shown = viewWidth(device, available);
        expect(levelAtWidth(shown), `${device} with ${available}px free shows ${shown}px`).to.equal(level);
      }
    }
  });

  it('the tablet view is not at the edge of md, where a pixel would show the sm rules', () => {
    const width = viewDevice('tablet').width!;
    expect(width - levelInfo('sm').maxWidth).to.be.at.least(32);
  });

  it('a narrow editor keeps the desktop canvas at the desktop width (scaled), a wide one uses its width', () => {
    expect(viewWidth('desktop', 600)).to.equal(levelInfo('desktop').minWidth);
    expect(viewWidth('desktop', 1500)).to.equal(1500);
    expect(viewWidth('mobile', 1500)).to.equal(viewDevice('mobile').width);
  });

  it("one name per level: the English catalog's device names are the renderer's level labels", () => {
    const english = catalog('en');
    for (const level of LEVELS) expect(english[levelLabelKey(level.name)], level.name).to.equal(level.label);
  });

  it('every catalog names the levels with distinct names', () => {
    const languages = readdirSync(new URL('../i18n/catalogs/', import.meta.url))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
    expect(languages.length).to.equal(20);
    for (const language of languages) {
      const texts = catalog(language);
      const names = LEVELS.map((level) => texts[levelLabelKey(level.name)]);
      expect(new Set(names).size, `${language}: ${names.join(', ')}`).to.equal(LEVELS.length);
    }
  });

  it('refuses a name that is not a view device', () => {
    expect(() => viewDevice('watch' as ViewDevice)).to.throw(RangeError, /watch/);
  });
});

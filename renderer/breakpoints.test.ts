import { expect } from 'chai';
import fc from 'fast-check';
import {
  BREAKPOINTS,
  DESKTOP_MIN_WIDTH,
  LEVELS,
  cascadedValue,
  levelAtWidth,
  levelInfo,
  type Level,
  type LevelSets,
} from './breakpoints.ts';
import { infoOf, resolveLevels } from './render/levels.ts';
import { registry } from './blocks/registry.ts';
import { text } from './testing/builders.ts';

describe('breakpoint levels', () => {
  it('are desktop, md, sm, xs, widest first, with the template keys of the format', () => {
    expect(LEVELS.map((level) => [level.name, level.key])).to.deep.equal([
      ['desktop', 'attributes'],
      ['md', 'mdAttributes'],
      ['sm', 'smAttributes'],
      ['xs', 'xsAttributes'],
    ]);
    expect(BREAKPOINTS).to.deep.equal(LEVELS.slice(1));
    expect(LEVELS.map((level) => level.inherits)).to.deep.equal([undefined, 'desktop', 'md', 'sm']);
  });

  it('cover every viewport width exactly once: each level begins where the next narrower one ends', () => {
    expect(levelInfo('xs').minWidth).to.equal(0);
    for (let i = 0; i < LEVELS.length - 1; i++)
      expect(LEVELS[i]!.minWidth, LEVELS[i]!.name).to.equal(LEVELS[i + 1]!.maxWidth + 1);
    expect(levelInfo('desktop')).to.include({ minWidth: DESKTOP_MIN_WIDTH, maxWidth: Number.POSITIVE_INFINITY });
    expect([levelInfo('md').maxWidth, levelInfo('sm').maxWidth, levelInfo('xs').maxWidth]).to.deep.equal([
      1023, 767, 479,
    ]);
  });

  it('name the level a page shows at a width, on both sides of every boundary', () => {
    const at = [0, 375, 479, 480, 767, 768, 1023, 1024, 1920].map((width) => [width, levelAtWidth(width)]);
    expect(at).to.deep.equal([
      [0, 'xs'],
      [375, 'xs'],
      [479, 'xs'],
      [480, 'sm'],
      [767, 'sm'],
      [768, 'md'],
      [1023, 'md'],
      [1024, 'desktop'],
      [1920, 'desktop'],
    ]);
    for (const level of LEVELS) {
      expect(levelAtWidth(level.minWidth), `${level.name} min`).to.equal(level.name);
      if (Number.isFinite(level.maxWidth))
        expect(levelAtWidth(level.maxWidth), `${level.name} max`).to.equal(level.name);
    }
  });

  it('have one label each (the names the docs and the editor use)', () => {
    expect(LEVELS.map((level) => level.label)).to.deep.equal(['Desktop', 'Tablet', 'Mobile landscape', 'Mobile']);
  });

  it('refuse a name that is not a level', () => {
    expect(() => levelInfo('tablet' as Level)).to.throw(RangeError, /tablet/);
  });
});

describe('cascadedValue', () => {
  const node: LevelSets = {
    attributes: { color: '#111', padding: '8px' },
    mdAttributes: { color: '#222' },
    smAttributes: { 'font-size': '14px', color: undefined },
    xsAttributes: { padding: '2px' },
  };

  it('gives the value a level sets, with that level', () => {
    expect(cascadedValue(node, 'color', 'md')).to.deep.equal({ value: '#222', from: 'md' });
    expect(cascadedValue(node, 'padding', 'xs')).to.deep.equal({ value: '2px', from: 'xs' });
  });

  it('otherwise inherits from the nearest wider level that sets one: xs <- sm <- md <- desktop', () => {
    expect(cascadedValue(node, 'color', 'xs')).to.deep.equal({ value: '#222', from: 'md' });
    expect(cascadedValue(node, 'font-size', 'xs')).to.deep.equal({ value: '14px', from: 'sm' });
    expect(cascadedValue(node, 'padding', 'sm')).to.deep.equal({ value: '8px', from: 'desktop' });
  });

  it('never looks at narrower levels, and is undefined when no level up to desktop sets the name', () => {
    expect(cascadedValue(node, 'font-size', 'md')).to.equal(undefined);
    expect(cascadedValue(node, 'padding', 'desktop')).to.deep.equal({ value: '8px', from: 'desktop' });
    expect(cascadedValue({}, 'color', 'xs')).to.equal(undefined);
  });

  it('skips a level that holds the name as undefined (as if it were not there)', () => {
    expect(cascadedValue(node, 'color', 'sm')).to.deep.equal({ value: '#222', from: 'md' });
  });

  it('finds no value an attribute map only inherits (constructor, __proto__, toString)', () => {
    const parsed = JSON.parse('{"mdAttributes": {"__proto__": {"color": "red"}}}') as LevelSets;
    for (const name of ['constructor', 'toString', 'hasOwnProperty'])
      expect(cascadedValue({ attributes: {} }, name, 'xs'), name).to.equal(undefined);
    expect(cascadedValue(parsed, 'color', 'xs')).to.equal(undefined);
    expect(cascadedValue(parsed, '__proto__', 'xs')).to.deep.equal({ value: { color: 'red' }, from: 'md' });
  });

  it('agrees with merging the maps widest first, for any maps and level', () => {
    const names = ['a', 'b', 'c'];
    const map = fc.dictionary(fc.constantFrom(...names), fc.option(fc.integer(), { nil: undefined }));
    const sets = fc.record(
      { attributes: map, mdAttributes: map, smAttributes: map, xsAttributes: map },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(sets, fc.constantFrom(...LEVELS.map((level) => level.name)), (given, level) => {
        const merged: Record<string, { value: unknown; from: Level }> = {};
        for (const info of LEVELS.slice(0, LEVELS.indexOf(levelInfo(level)) + 1))
          for (const [name, value] of Object.entries(given[info.key] ?? {}))
            if (value !== undefined) merged[name] = { value, from: info.name };
        for (const name of names) expect(cascadedValue(given, name, level)).to.deep.equal(merged[name]);
      }),
    );
  });

  it("is what the renderer's merged values are made of (defaults where no level sets a value)", () => {
    const kind = registry.get('text')!;
    const info = infoOf(kind);
    const node = text('x', {
      attributes: { color: '#111111' },
      mdAttributes: { 'font-size': '20px' },
      smAttributes: { color: '#333333' },
      xsAttributes: { padding: '2px' },
    });
    const levels = resolveLevels(kind, info, node, () => {});
    for (const bp of BREAKPOINTS)
      for (const name of info.responsive) {
        const expected = cascadedValue(node, name, bp.name)?.value ?? info.defaults[name];
        expect(levels[bp.name][name], `${bp.name}.${name}`).to.equal(expected);
      }
  });
});

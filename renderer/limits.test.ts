import { expect } from 'chai';
import { checkLimits, LIMITS } from './limits.ts';
import { renderPage } from './render-page.ts';
import { TemplateLimitError } from './errors.ts';
import { column, page, pageWith, section, text } from './testing/builders.ts';

function limitOf(fn: () => unknown): TemplateLimitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof TemplateLimitError) return error;
    throw error;
  }
  throw new Error('expected a TemplateLimitError');
}

/** `depth` levels of nested `children`, built with a loop (a recursive builder would overflow first). */
function deeplyNested(depth: number): unknown {
  let node: Record<string, unknown> = { tagName: 'text' };
  for (let i = 0; i < depth; i++) node = { tagName: 'section', children: [node] };
  return { tagName: 'page', children: [node] };
}

describe('limits', () => {
  it('refuses 100,000 levels of nesting with a limit error, not a stack overflow', () => {
    const error = limitOf(() => renderPage(deeplyNested(100_000)));
    expect(error.limit).to.equal('maxDepth');
    expect(error).to.be.instanceOf(RangeError);
  });

  it('refuses the same nesting given as JSON text', () => {
    const json = '{"tagName":"page","children":['.concat(
      '{"tagName":"section","children":['.repeat(50_000),
      ']}'.repeat(50_000),
      ']}',
    );
    expect(limitOf(() => renderPage(json)).limit).to.equal('maxDepth');
  });

  it('accepts the deepest nesting it allows and names the path of the first one too deep', () => {
    expect(() => checkLimits(deeplyNested(20))).not.to.throw();
    const error = limitOf(() => checkLimits(deeplyNested(40)));
    expect(error.path).to.match(/^children\[0\](\.children\[0\])+$/);
  });

  it('refuses a cycle in an object handed over by a JavaScript caller', () => {
    const looped: Record<string, unknown> = { tagName: 'page', children: [] };
    (looped.children as unknown[]).push(looped);
    expect(limitOf(() => renderPage(looped)).limit).to.equal('maxDepth');
  });

  it('refuses too many nodes', () => {
    const many = () => column(...Array.from({ length: 3_500 }, () => text('x')));
    expect(limitOf(() => renderPage(page(section(many(), many(), many())))).limit).to.equal('maxNodes');
  });

  it('refuses an object with too many keys', () => {
    const attributes = Object.fromEntries(Array.from({ length: LIMITS.maxKeysPerObject + 1 }, (_, i) => [`k${i}`, 1]));
    const error = limitOf(() => renderPage(pageWith(text('x', { attributes }))));
    expect(error.limit).to.equal('maxKeysPerObject');
    expect(error.path).to.equal('children[0].children[0].children[0].attributes');
  });

  it('refuses a string that is too long, naming where it is', () => {
    const error = limitOf(() => renderPage(pageWith(text('x'.repeat(LIMITS.maxStringLength + 1)))));
    expect([error.limit, error.path]).to.deep.equal(['maxStringLength', 'children[0].children[0].children[0].content']);
  });

  it('refuses JSON text that is too long before parsing it', () => {
    expect(limitOf(() => renderPage(' '.repeat(LIMITS.maxDefinitionLength + 1))).limit).to.equal('maxDefinitionLength');
  });

  it('refuses an object whose total size is too large', () => {
    const big = 'x'.repeat(LIMITS.maxStringLength);
    const blocks = Array.from({ length: Math.ceil(LIMITS.maxDefinitionLength / big.length) + 1 }, () => text(big));
    expect(limitOf(() => renderPage(page(section(column(...blocks))))).limit).to.equal('maxDefinitionLength');
  });

  it('counts nodes after synced sections are spliced in', () => {
    const fat = JSON.stringify(section(column(...Array.from({ length: 2_000 }, () => text('x')))));
    const refs = page(...Array.from({ length: 6 }, () => section({ syncedId: 1 })));
    expect(limitOf(() => renderPage(refs, { syncedSections: [{ id: 1, definition: fat }] })).limit).to.equal(
      'maxNodes',
    );
  });

  describe('frozen subtrees (the editor renders its Immer document after every edit)', () => {
    const deepFreeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
        for (const child of Object.values(value)) deepFreeze(child);
        Object.freeze(value);
      }
      return value;
    };

    it('measures a page of remembered sections as it measures a fresh copy', () => {
      const sections = Array.from({ length: 5 }, (_, i) =>
        deepFreeze(section(column(text(`block ${i}`), text('x'.repeat(i * 10))))),
      );
      const first = checkLimits(deepFreeze(page(...sections)));
      // A new page object around the same frozen sections, one of them replaced: only it is walked.
      const edited = deepFreeze(page(...sections.slice(0, 4), deepFreeze(section(column(text('changed'))))));
      expect(checkLimits(edited)).to.deep.equal(checkLimits(JSON.parse(JSON.stringify(edited))));
      expect(checkLimits(deepFreeze(page(...sections)))).to.deep.equal(first);
    });

    it('still refuses too many nodes made of remembered sections', () => {
      const fat = deepFreeze(section(column(...Array.from({ length: 2_000 }, () => text('x')))));
      expect(() => checkLimits(deepFreeze(page(fat)))).not.to.throw();
      expect(limitOf(() => checkLimits(deepFreeze(page(fat, fat, fat, fat, fat, fat)))).limit).to.equal('maxNodes');
    });

    it('does not reuse a subtree measured at another depth: the depth limit counts from the root', () => {
      const deep = (deeplyNested(LIMITS.maxDepth / 2 - 3) as { children: unknown[] }).children[0];
      deepFreeze(deep);
      expect(() => checkLimits(deepFreeze({ tagName: 'page', children: [deep] }))).not.to.throw();
      let wrapped: unknown = deep;
      for (let i = 0; i < 10; i++) wrapped = { tagName: 'section', children: [wrapped] };
      expect(limitOf(() => checkLimits(deepFreeze({ tagName: 'page', children: [wrapped] }))).limit).to.equal(
        'maxDepth',
      );
    });
  });
});

import { expect } from 'chai';
import fc from 'fast-check';
import { IdAllocator } from './ids.ts';
import { countSetLookups, growthRatio } from '../testing/growth.ts';
import { renderPage } from '../render-page.ts';
import { pageWith, text } from '../testing/builders.ts';
import { classes, renderedBlocks } from '../testing/inspect.ts';

describe('node ids', () => {
  it('uses a safe uid as it is, and generates ids for missing or unsafe ones', () => {
    const ids = new IdAllocator();
    expect(ids.allocate('hero').id).to.equal('hero');
    expect(ids.allocate(undefined).id).to.equal('g1');
    expect(ids.allocate('has space').id).to.equal('g2');
    expect(ids.allocate('"><x').id).to.equal('g3');
  });

  it('suffixes a duplicate uid and says it is one', () => {
    const ids = new IdAllocator();
    ids.allocate('a');
    expect(ids.allocate('a')).to.deep.equal({ id: 'a-2', duplicate: true });
    expect(ids.allocate('a-2')).to.deep.equal({ id: 'a-2-2', duplicate: false });
  });

  it('gives nodes with duplicate uids distinct classes, and warns', () => {
    const { html, warnings } = renderPage(pageWith(text('1', { uid: 'same' }), text('2', { uid: 'same' })));
    const nodeClasses = renderedBlocks(html).map((el) => classes(el).find((c) => c.startsWith('lp-n-')));
    expect(nodeClasses).to.deep.equal(['lp-n-same', 'lp-n-same-2']);
    expect(warnings.map((w) => `${w.type}:${w.uid}`)).to.deep.equal(['duplicate_uid:same']);
  });
});

/**
 * The allocator as it was before issue 12 (each duplicate scanned its suffixes from 2): the model
 * whose answers the amortized one must give, for every sequence of calls.
 */
class ScanningModel {
  private readonly taken = new Set<string>();
  private readonly seenUids = new Set<string>();
  private generated = 0;
  allocate(uid: string | undefined): { id: string; duplicate: boolean } {
    const duplicate = uid !== undefined && this.seenUids.has(uid);
    if (uid !== undefined) this.seenUids.add(uid);
    let id: string;
    if (uid !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(uid)) {
      id = uid;
      for (let n = 2; this.taken.has(id); n++) id = `${uid}-${n}`;
    } else {
      do id = `g${++this.generated}`;
      while (this.taken.has(id));
    }
    this.taken.add(id);
    return { id, duplicate };
  }
  isFree(id: string, uid?: string): boolean {
    return !this.taken.has(id) && (uid === undefined || !this.seenUids.has(uid));
  }
  claim(id: string, uid?: string): void {
    if (uid !== undefined) this.seenUids.add(uid);
    this.taken.add(id);
  }
  derive(base: string, suffix: string): string {
    let id = `${base}-${suffix}`;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${suffix}${n}`;
    this.taken.add(id);
    return id;
  }
}

describe('node ids: amortized constant work per id (issue 12)', () => {
  it('allocating a uid shared by n nodes costs O(1) lookups each, not O(n)', () => {
    const perId = (n: number, uid: string, derive: boolean) =>
      countSetLookups(() => {
        const ids = new IdAllocator();
        for (let i = 0; i < n; i++) {
          const { id } = ids.allocate(uid);
          if (derive) ids.derive('section', 'c');
          expect(id).to.be.a('string');
        }
      }) / n;
    for (const derive of [false, true]) {
      const small = perId(2_000, 'x', derive);
      const large = perId(16_000, 'x', derive);
      expect(large, `derive: ${derive}`).to.be.below(8);
      expect(large / small, `derive: ${derive}`).to.be.below(1.5);
    }
  });

  it('a claimed id (the memo replaying `x-3`) is never handed out again, and the count goes on past it', () => {
    const ids = new IdAllocator();
    ids.claim('x-3');
    ids.claim('x-2-2');
    expect(['x', 'x', 'x', 'x'].map((uid) => ids.allocate(uid).id)).to.deep.equal(['x', 'x-2', 'x-4', 'x-5']);
    ids.claim('x-6');
    expect(ids.allocate('x').id).to.equal('x-7');
    expect(ids.allocate('x-2').id).to.equal('x-2-3');
    ids.claim('s-c2');
    expect([ids.derive('s', 'c'), ids.derive('s', 'c'), ids.derive('s', 'c')]).to.deep.equal(['s-c', 's-c3', 's-c4']);
  });

  it('property: gives exactly the ids the scanning allocator gave, for any sequence of allocate, derive and claim', () => {
    const uid = fc.constantFrom('x', 'x-2', 'x-3', 'x-2-2', 'y', 'g1', 'g2', 's', 's-c', 's-c2', 'bad uid', undefined);
    const op = fc.oneof(
      fc.record({ op: fc.constant('allocate' as const), uid }),
      fc.record({
        op: fc.constant('derive' as const),
        base: fc.constantFrom('x', 's', 'x-2'),
        suffix: fc.constantFrom('c', 'c2', '2'),
      }),
      fc.record({
        op: fc.constant('claim' as const),
        id: fc.constantFrom('x', 'x-2', 'x-3', 'x-4', 'x-2-2', 'g1', 'g2', 'g3', 's-c', 's-c2', 's-c3', 'x-c', 'x-c2'),
        uid,
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ids = new IdAllocator();
        const model = new ScanningModel();
        for (const step of ops) {
          if (step.op === 'allocate') expect(ids.allocate(step.uid)).to.deep.equal(model.allocate(step.uid));
          else if (step.op === 'derive')
            expect(ids.derive(step.base, step.suffix)).to.equal(model.derive(step.base, step.suffix));
          else {
            // The memo claims only what isFree confirmed; both must agree on that too.
            expect(ids.isFree(step.id, step.uid)).to.equal(model.isFree(step.id, step.uid));
            ids.claim(step.id, step.uid);
            model.claim(step.id, step.uid);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('renders a page whose blocks share one uid in time linear in the blocks (1,000 -> 8,000)', function () {
    this.timeout(120_000);
    const pageOf = (n: number) => pageWith(...Array.from({ length: n }, () => text('<p>Hi</p>', { uid: 'same' })));
    const small = pageOf(1_000);
    const large = pageOf(8_000);
    expect(
      growthRatio(
        () => renderPage(small),
        () => renderPage(large),
        { runs: 3 },
      ),
    ).to.be.below(24);
  });
});

import { expect } from 'chai';
import { BoundedMemo } from './memo.ts';

describe('BoundedMemo', () => {
  it('computes once per key', () => {
    let calls = 0;
    const memo = new BoundedMemo<string>(10, 1000, (k, v) => k.length + v.length);
    memo.get('a', (k) => (calls++, k.toUpperCase()));
    expect(memo.get('a', () => 'other')).to.equal('A');
    expect(calls).to.equal(1);
  });

  it('never holds more than its entry and size bounds, evicting the least recently used', () => {
    const memo = new BoundedMemo<string>(3, 1000, (k, v) => k.length + v.length);
    for (const key of ['a', 'b', 'c']) memo.get(key, (k) => k);
    memo.get('a', () => 'x'); // a is now the most recent
    memo.get('d', (k) => k);
    expect(memo.size).to.equal(3);
    let recomputed = false;
    memo.get('b', () => ((recomputed = true), 'b'));
    expect(recomputed).to.equal(true); // b was evicted, a was kept
    const small = new BoundedMemo<string>(100, 40, (k, v) => k.length + v.length);
    for (let i = 0; i < 50; i++) small.get(`key${i}`, (k) => k);
    expect(small.totalWeight).to.be.at.most(40);
  });

  it('does not keep a value too big to be worth it', () => {
    const memo = new BoundedMemo<string>(100, 100, (k, v) => k.length + v.length);
    memo.get('big', () => 'x'.repeat(60));
    expect(memo.size).to.equal(0);
  });
});

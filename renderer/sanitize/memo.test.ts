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

  it('never holds more than its entry and size bounds, evicting the oldest first', () => {
    const memo = new BoundedMemo<string>(3, 1000, (k, v) => k.length + v.length);
    for (const key of ['a', 'b', 'c', 'd']) memo.get(key, (k) => k);
    expect(memo.size).to.equal(3);
    const recomputed: string[] = [];
    for (const key of ['a', 'd']) memo.get(key, (k) => (recomputed.push(k), k));
    expect(recomputed).to.deep.equal(['a']); // a was evicted first; d was kept
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

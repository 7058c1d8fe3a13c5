import { expect } from 'chai';
import { MAX_WARNINGS, WarningSink } from './warnings.ts';

describe('warnings', () => {
  it('keeps one warning per type, node and attribute', () => {
    const sink = new WarningSink();
    sink.add({ type: 'unsafe_url', uid: 'a', attribute: 'href', message: 'x' });
    sink.add({ type: 'unsafe_url', uid: 'a', attribute: 'href', message: 'x again' });
    sink.add({ type: 'unsafe_url', uid: 'b', attribute: 'href', message: 'y' });
    expect(sink.toArray().map((w) => w.uid)).to.deep.equal(['a', 'b']);
  });

  it(`caps the list at ${MAX_WARNINGS} and says how many were left out`, () => {
    const sink = new WarningSink();
    for (let i = 0; i < MAX_WARNINGS + 5; i++) sink.add({ type: 'missing_alt', uid: `i${i}`, message: 'm' });
    const list = sink.toArray();
    expect(list).to.have.length(MAX_WARNINGS + 1);
    expect(list[MAX_WARNINGS]).to.deep.equal({ type: 'warnings_truncated', message: '5 more warnings were left out.' });
  });
});

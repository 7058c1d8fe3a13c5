import { expect } from 'chai';
import { secretsEqual } from './constant-time.ts';

describe('secretsEqual', () => {
  it('is true for equal secrets only, whatever the lengths (no throw on a length mismatch)', () => {
    expect(secretsEqual('Bearer abc', 'Bearer abc')).to.equal(true);
    expect(secretsEqual('Bearer abd', 'Bearer abc')).to.equal(false);
    expect(secretsEqual('', 'Bearer abc')).to.equal(false);
    expect(secretsEqual('Bearer abc'.repeat(1000), 'Bearer abc')).to.equal(false);
    expect(secretsEqual('é', 'e\u0301')).to.equal(false);
  });
});

import { expect } from 'chai';
import { addressBucket } from './client-address.ts';

describe('client address buckets', () => {
  it('keeps an IPv4 address as it is, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(addressBucket('203.0.113.7')).to.equal('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).to.equal('203.0.113.7');
  });

  it('cuts IPv6 to its /64, whatever the spelling', () => {
    const a = addressBucket('2001:db8:5:6::1');
    expect(a).to.equal('2001:db8:5:6::/64');
    expect(addressBucket('2001:0db8:0005:0006:ffff:0:0:2')).to.equal(a);
    expect(addressBucket('2001:DB8:5:6:1:2:3:4')).to.equal(a);
    expect(addressBucket('2001:db8:5:7::1')).to.not.equal(a);
    expect(addressBucket('::1')).to.equal('0:0:0:0::/64');
  });
});

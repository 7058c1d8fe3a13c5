import { expect } from 'chai';
import { HttpError } from './error-codes.ts';
import { RateLimiter } from './rate-limit.ts';

describe('rate limiting', () => {
  it('allows a burst, then refuses with the seconds until a token is back', () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 60, burst: 3 }, () => now);
    for (let i = 0; i < 3; i++) limiter.take('k');
    let refused: unknown;
    try {
      limiter.take('k');
    } catch (error) {
      refused = error;
    }
    expect(refused).to.be.instanceOf(HttpError);
    expect((refused as HttpError).status).to.equal(429);
    expect((refused as HttpError).extra.retryAfter).to.equal(1);
    now = 1_000;
    expect(() => limiter.take('k')).to.not.throw();
    expect(() => limiter.take('other')).to.not.throw();
  });

  it('is off at 0 per minute', () => {
    const limiter = new RateLimiter({ perMinute: 0, burst: 1 });
    for (let i = 0; i < 1000; i++) limiter.take('k');
  });

  it('keeps its memory bounded under a flood of distinct keys', () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 60, burst: 2 }, () => now, 100);
    for (let i = 0; i < 10_000; i++) {
      now += 1;
      limiter.take(`k${i}`);
    }
    expect(() => limiter.take('fresh')).to.not.throw();
  });

  it('check refuses an empty bucket without taking; charge takes without throwing', () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 60, burst: 2 }, () => now);
    limiter.check('a', 'm');
    limiter.charge('a');
    limiter.charge('a');
    limiter.charge('a');
    expect(() => limiter.check('a', 'Too many.')).to.throw(HttpError, /Too many\. Retry after 1 s\./);
    now = 1_000;
    expect(() => limiter.check('a', 'm')).to.not.throw();
  });

  it('a flood of new keys never refills an emptied bucket (eviction drops the oldest, not all)', () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 1, burst: 1 }, () => now, 100);
    limiter.charge('attacker');
    for (let i = 0; i < 95; i++) limiter.charge(`k${i}`);
    // The map fills with empty buckets: new keys evict those used longest ago. The attacker's was
    // made first but keeps being used, so it stays (clearing the map, as before, refilled it).
    for (let i = 95; i < 150; i++) {
      now += 1;
      limiter.charge(`k${i}`);
      expect(() => limiter.check('attacker', 'm'), `after key ${i}`).to.throw(HttpError);
    }
  });
});

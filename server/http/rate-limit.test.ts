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
});

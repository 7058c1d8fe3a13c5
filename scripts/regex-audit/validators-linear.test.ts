/**
 * The dynamic regex audit (issue 12, part b): every validator that takes untrusted strings
 * (validators.ts finds them) runs on hostile inputs built from its own alphabet (adversarial.ts),
 * plus recheck's attack on its pattern when recheck has one, up to the longest input that can
 * reach it, and its time grows linearly with the input: a ratio between 1/8 of that length and
 * all of it, never an absolute time.
 *
 * How the growth is measured: linearity.ts.
 */
import { expect } from 'chai';
import { BOUND, worstGrowth } from './linearity.ts';
import { untrustedValidators } from './validators.ts';

describe('dynamic regex audit: validators of untrusted strings take linear time on hostile input', function () {
  this.timeout(600_000);
  const validators = untrustedValidators();

  it('finds the validators: attribute patterns, schema shapes, CSS and URL sinks, email kinds, server checks', () => {
    const names = validators.map((v) => v.name);
    expect(names).to.include.members([
      'patterns.ts FONT_FAMILY',
      'patterns.ts COLOR',
      'css/value.ts isSafeCssValue',
      'html/url.ts safeUrl (link)',
      'email attribute kind font-family',
      'server hostname normalizeHostname',
    ]);
    expect(names.filter((n) => n.startsWith('schema ')).length).to.be.greaterThan(10);
    expect(names.filter((n) => n.startsWith('email attribute kind ')).length).to.be.greaterThan(10);
  });

  for (const validator of validators) {
    it(`${validator.name}: linear up to ${validator.maxLength} characters`, () => {
      const worst = worstGrowth(validator);
      expect(worst.length).to.be.greaterThan(2);
      for (const growth of worst) {
        expect(
          growth.ratio,
          `${growth.family}: ${JSON.stringify(growth.sample)}... (${growth.small} -> ${growth.large} characters)`,
        ).to.be.below(BOUND);
      }
    });
  }
});

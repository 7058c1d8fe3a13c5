/**
 * The serializer's `mjml_validation` warnings say what mjml's validator says of the same
 * document, no more and no less, though the validator no longer runs per render: checked on the
 * example emails and on random templates whose values mjml's types often refuse.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import mjml2html from 'mjml';
import { clearMjmlTypeAnswers, mjmlTypeProblem } from './mjml-types.ts';
import { MJML_BASE_OPTIONS } from './render-mjml.ts';
import type { EmailTemplate } from './schema.ts';
import { multilingual, newsletter, receipt } from './testing/examples.ts';
import { randomEmailTemplate } from './testing/random-email.ts';
import { serializeForTest } from './testing/serialize.ts';

/** What mjml's validator says of the text, and what our sink said while writing it, each sorted. */
async function bothSay(template: EmailTemplate): Promise<{ mjml: string[]; ours: string[] }> {
  const { mjml, warnings } = serializeForTest(template);
  const result = await mjml2html(mjml, { ...MJML_BASE_OPTIONS, fonts: {}, validationLevel: 'soft' });
  return {
    mjml: result.errors.map((error) => `mjml: ${error.tagName}: ${error.message}`).sort(),
    ours: warnings.filter((warning) => warning.type === 'mjml_validation').map((warning) => warning.message).sort(),
  };
}

describe('mjml type checks', function () {
  this.timeout(120_000);

  it('mjml has nothing to say of the examples, and neither do we', async () => {
    for (const example of [newsletter, receipt, multilingual]) expect(await bothSay(example)).to.deep.equal({ mjml: [], ours: [] });
  });

  it('property: on random templates we say exactly what mjml\'s validator says', async () => {
    let said = 0;
    for (const template of fc.sample(randomEmailTemplate, { numRuns: 120, seed: 7 })) {
      const { mjml, ours } = await bothSay(template);
      expect(ours).to.deep.equal(mjml);
      said += mjml.length;
    }
    // Meaningless if mjml never had anything to say.
    expect(said).to.be.greaterThan(100);
  });

  it('answers from memory, the same answer, whatever attribute asks', () => {
    clearMjmlTypeAnswers();
    expect(mjmlTypeProblem('mj-text', 'line-height', 'normal')).to.match(/^Attribute line-height has invalid value: normal for type Unit/);
    expect(mjmlTypeProblem('mj-button', 'line-height', 'normal')).to.match(/^Attribute line-height has invalid value/);
    expect(mjmlTypeProblem('mj-text', 'line-height', '1.5')).to.equal(undefined);
    expect(mjmlTypeProblem('mj-image', 'fluid-on-mobile', true)).to.equal(undefined);
    expect(mjmlTypeProblem('mj-image', 'fluid-on-mobile', 'true')).to.match(/for type Boolean/);
    expect(mjmlTypeProblem('mj-image', 'alt', '')).to.equal(undefined);
    expect(mjmlTypeProblem('mj-all', 'font-family', 'x')).to.equal(undefined);
  });
});

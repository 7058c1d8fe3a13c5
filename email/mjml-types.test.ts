/**
 * The serializer's `mjml_validation` warnings say what mjml's validator says of the same
 * document, no more and no less, though the validator no longer runs per render: checked on the
 * example emails and on random templates whose values mjml's types often refuse.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import mjml2html from 'mjml';
import { createRequire } from 'node:module';
import { mjmlTypeProblem } from './mjml-types.ts';
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
    ours: warnings
      .filter((warning) => warning.type === 'mjml_validation')
      .map((warning) => warning.message)
      .sort(),
  };
}

describe('mjml type checks', function () {
  this.timeout(120_000);

  it('mjml has nothing to say of the examples, and neither do we', async () => {
    for (const example of [newsletter, receipt, multilingual])
      expect(await bothSay(example)).to.deep.equal({ mjml: [], ours: [] });
  });

  it("property: on random templates we say exactly what mjml's validator says", async () => {
    let said = 0;
    for (const template of fc.sample(randomEmailTemplate, { numRuns: 120, seed: 7 })) {
      const { mjml, ours } = await bothSay(template);
      expect(ours).to.deep.equal(mjml);
      said += mjml.length;
    }
    // Meaningless if mjml never had anything to say.
    expect(said).to.be.greaterThan(100);
  });

  it('one checker per type answers each value as a checker built for it would, in any order', () => {
    const fromMjml = createRequire(createRequire(import.meta.url).resolve('mjml'));
    const core = fromMjml('mjml-core') as {
      components: Record<string, { allowedAttributes: Record<string, string> }>;
      initializeType(type: string): new (value: unknown) => { getErrorMessage(): string | undefined };
    };
    const cases: [string, string, string | boolean][] = [
      ['mj-text', 'line-height', 'normal'],
      ['mj-text', 'line-height', '1.5'],
      ['mj-button', 'line-height', 'normal'],
      ['mj-text', 'color', 'hsl(1, 2%, 3%)'],
      ['mj-text', 'color', '#abc'],
      ['mj-text', 'color', 'rebeccapurple'],
      ['mj-image', 'fluid-on-mobile', true],
      ['mj-image', 'fluid-on-mobile', 'true'],
      ['mj-image', 'height', '10%'],
      ['mj-section', 'direction', 'ltr'],
      ['mj-section', 'direction', 'up'],
      ['mj-table', 'cellpadding', 'x'],
    ];
    for (const [tagName, name, value] of [...cases, ...cases.reverse()]) {
      const fresh = new (core.initializeType(core.components[tagName]!.allowedAttributes[name]!))(
        value,
      ).getErrorMessage();
      expect(mjmlTypeProblem(tagName, name, value), `${tagName} ${name}=${String(value)}`).to.equal(
        fresh === undefined ? undefined : `Attribute ${name} ${fresh}`,
      );
    }
    expect(mjmlTypeProblem('mj-image', 'alt', '')).to.equal(undefined);
    expect(mjmlTypeProblem('mj-all', 'font-family', 'x')).to.equal(undefined);
  });
});

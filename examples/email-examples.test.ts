/**
 * The email examples render as examples/README.md says: the newsletter with its synced section
 * and the example options (German, merge tags evaluated for one member), with no warnings, and
 * each documented behaviour visible in the HTML.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { runEmailJob, type EmailJob } from '../server/render/email-job.ts';
import { emailJson2htmlRequest } from '../server/schemas/requests.ts';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const definition = read('email-newsletter.json');
const options = JSON.parse(read('email-options.json')) as EmailJob['options'];
const syncedSections = JSON.parse(read('email-synced-sections.json')) as EmailJob['syncedSections'];

async function render(job: Partial<EmailJob>): Promise<{ html: string; warnings: readonly { type: string }[] }> {
  const outcome = await runEmailJob({ definition, options, syncedSections, ...job });
  if (!outcome.ok) throw new Error(`the example did not render: ${outcome.message}`);
  return outcome;
}

describe('the email examples', function () {
  this.timeout(30_000);

  it('form a valid request body for POST /email/v1/json2html', () => {
    expect(emailJson2htmlRequest.safeParse({ definition, options, syncedSections }).success).to.equal(true);
  });

  it('render in German for one member with no warnings: translations, synced section, values, condition', async () => {
    const { html, warnings } = await render({});
    expect(warnings).to.deep.equal([]);
    expect(html).to.match(/<html lang="de"/);
    expect(html).to.contain('Der Frühling ist da, Ada');
    expect(html).to.contain('Kostenloser Versand ab 50 €.'); // the synced section's own translation
    expect(html).to.contain('<strong>ADA-20</strong>');
    expect(html).to.contain('href="https://northwind.example.com/spring?u=4711"');
    expect(html).to.contain('<title>Spring notes for Ada</title>');
  });

  it('leave the members block out for a guest, and render English without a language', async () => {
    const guest = await render({
      options: {
        ...options,
        language: undefined,
        mergeTags: [
          ...(options.mergeTags ?? []).filter((entry) => !('items' in entry)),
          { name: 'customer_id', value: '1' },
          { name: 'plan', value: 'guest' },
        ],
      },
    });
    expect(guest.warnings).to.deep.equal([]);
    expect(guest.html).to.contain('Spring has arrived, Ada');
    expect(guest.html).not.to.contain('20% off for members');
  });

  it("write the ESP's syntax when merge tags are not evaluated", async () => {
    const { html } = await render({
      options: { ...options, evaluateMergeTags: false, variants: { enrichWithConditions: true } },
    });
    expect(html).to.contain('*|IF:PLAN=member|*');
    expect(html).to.contain('*|FIRST_NAME|*');
  });
});

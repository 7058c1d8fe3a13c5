/**
 * `npm run bench:email`: a 15-section newsletter (newsletter.ts) through the email endpoint's own
 * code (runEmailJob, what a worker runs for POST /email/v1/json2html), cold (every cache cleared
 * first) and warm (the same template for new recipients: new merge-tag values), against plain
 * mjml2html on the very MJML text our code renders, with mjml's default validation and our output
 * options: what a backend calling mjml itself would pay. A third series, mjml2html on the tree our
 * code hands mjml with its validator off, is the mjml work inside a cold render: cold minus it is
 * our own code. One process, the series measured in alternation round after round, their order
 * rotating (each of the six orders in turn) so that whatever one render leaves behind falls on
 * every series alike, with a 5 ms turn of the event loop before each, as between requests.
 */
import mjml2html from 'mjml';
import os from 'node:os';
import { clearEmailCaches, runEmailJob, type EmailJob } from '../../server/render/email-job.ts';
import { mjmlOptions } from '../../email/render-mjml.ts';
import { renderEmail } from '../../email/render-email.ts';
import { toMjml } from '../../email/to-mjml.ts';
import { validateEmailTemplate } from '../../email/schema.ts';
import { FontResolver } from '../../renderer/fonts/resolver.ts';
import { EmailWarningSink } from '../../email/warnings.ts';
import { benchNewsletter, recipient } from './newsletter.ts';

const ROUNDS = 30;
const WARM_PER_ROUND = 20;
const WARMUP_ROUNDS = 3;

const template = benchNewsletter();
const definition = JSON.stringify(template);
const job = (i: number): EmailJob => ({ definition, options: { evaluateMergeTags: true, mergeTags: recipient(i) } });

/** The MJML text our code renders for this template. */
async function equivalentMjml(): Promise<string> {
  return (await renderEmail(definition)).mjml;
}

/** A fresh copy of the tree our code hands mjml for this template (mjml gets a new one each render). */
function ourTree() {
  const validated = validateEmailTemplate(JSON.parse(definition));
  if (!validated.ok) throw new Error('the newsletter is not valid');
  return toMjml(validated.value, { fonts: new FontResolver([], []), warnings: new EmailWarningSink() }).tree;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const ORDERS = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [0, 2, 1],
  [2, 1, 0],
  [1, 0, 2],
] as const;

async function main(): Promise<void> {
  const mjml = await equivalentMjml();
  const plainOptions = { ...mjmlOptions({ minify: false }), validationLevel: 'soft' } as const;
  const plain: number[] = [];
  const cold: number[] = [];
  const mjmlPart: number[] = [];
  const warm: number[] = [];
  let recipientNo = 0;
  let htmlBytes = 0;
  // Renders are requests: between two, the event loop turns (here 5 ms of it), as it does
  // between requests, so that V8's concurrent GC work lands between renders, not inside the next.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const series = [
    async (keep: boolean) => {
      await pause();
      const t = performance.now();
      const result = await mjml2html(mjml, plainOptions);
      if (keep) plain.push(performance.now() - t);
      if (result.errors.length > 0) throw new Error(`mjml found problems in our MJML: ${result.errors[0]!.message}`);
    },
    async (keep: boolean) => {
      clearEmailCaches();
      await pause();
      const t = performance.now();
      const outcome = await runEmailJob(job(recipientNo++));
      if (keep) cold.push(performance.now() - t);
      if (!outcome.ok) throw new Error(`the newsletter did not render: ${outcome.message}`);
      htmlBytes = Buffer.byteLength(outcome.html);
    },
    async (keep: boolean) => {
      const tree = ourTree();
      await pause();
      const t = performance.now();
      await mjml2html(tree, mjmlOptions({ minify: false }));
      if (keep) mjmlPart.push(performance.now() - t);
    },
  ];
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const keep = round >= WARMUP_ROUNDS;
    for (const index of ORDERS[round % ORDERS.length]!) await series[index]!(keep);
  }
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const keep = round >= WARMUP_ROUNDS;
    for (let i = 0; i < WARM_PER_ROUND; i++) {
      const t = performance.now();
      const personal = await runEmailJob(job(recipientNo++));
      if (keep) warm.push(performance.now() - t);
      if (!personal.ok || !personal.html.includes(`Reader ${recipientNo - 1}`))
        throw new Error('a warm render lost its recipient');
    }
  }
  const plainMs = median(plain);
  const coldMs = median(cold);
  const mjmlPartMs = median(mjmlPart);
  const warmMs = median(warm);
  const coldRatio = coldMs / plainMs;
  const warmFactor = plainMs / warmMs;
  console.log(
    `Email benchmark: a 15-section newsletter (${(definition.length / 1024).toFixed(1)} KB of JSON, ${(mjml.length / 1024).toFixed(1)} KB of MJML, ${(htmlBytes / 1024).toFixed(1)} KB of HTML), ${recipient(0).length} merge tags per recipient.`,
  );
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}; ${ROUNDS} rounds after ${WARMUP_ROUNDS} unmeasured, medians, the three cold series in rotating order, 5 ms apart.`,
  );
  console.log('');
  console.log(
    `  plain mjml2html on the same MJML text     ${ms(plainMs).padStart(10)}   (mjml's default validation; ${ROUNDS} renders)`,
  );
  const difference = `${Math.abs((coldRatio - 1) * 100).toFixed(1)}% ${coldRatio >= 1 ? 'over' : 'under'} plain mjml`;
  console.log(
    `  our endpoint code, cold                   ${ms(coldMs).padStart(10)}   ${difference}   goal <= 10% over   ${coldRatio <= 1.1 ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `  mjml alone on our tree, no validator      ${ms(mjmlPartMs).padStart(10)}   cold minus this, our own code: ${ms(coldMs - mjmlPartMs)}`,
  );
  console.log(
    `  our endpoint code, warm (new values)      ${ms(warmMs).padStart(10)}   ${warmFactor.toFixed(1)}x faster than plain mjml   goal >= 20x   ${warmFactor >= 20 ? 'MET' : 'NOT MET'}   (${warm.length} renders)`,
  );
}

await main();

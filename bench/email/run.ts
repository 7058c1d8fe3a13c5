/**
 * `npm run bench:email`: a 15-section newsletter (newsletter.ts) through the email endpoint's own
 * code (runEmailJob, what a worker runs for POST /email/v1/json2html), cold (every cache cleared
 * first) and warm (the same template for new recipients: new merge-tag values), against plain
 * mjml2html on the very MJML our code hands mjml, with the same options. One process, the three
 * measured in alternation round after round, so that the machine's drift hits them alike. Plain and
 * cold alternate in order (ABBA), with a 5 ms turn of the event loop before each, as between
 * requests: run back to back, the second render paid for the first one's garbage (plain mjml
 * right after a cold render measured 3 ms slower than before it).
 */
import mjml2html from 'mjml';
import os from 'node:os';
import { clearEmailCaches, runEmailJob, type EmailJob } from '../../server/render/email-job.ts';
import { mjmlOptions } from '../../email/render-mjml.ts';
import { renderEmail } from '../../email/render-email.ts';
import { benchNewsletter, recipient } from './newsletter.ts';

const ROUNDS = 30;
const WARM_PER_ROUND = 20;
const WARMUP_ROUNDS = 3;

const template = benchNewsletter();
const definition = JSON.stringify(template);
const job = (i: number): EmailJob => ({ definition, options: { evaluateMergeTags: true, mergeTags: recipient(i) } });

/** The MJML our code hands mjml for this template. */
async function equivalentMjml(): Promise<string> {
  return (await renderEmail(definition)).mjml;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main(): Promise<void> {
  const mjml = await equivalentMjml();
  const plain: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  let recipientNo = 0;
  let htmlBytes = 0;
  // Renders are requests: between two, the event loop turns (here 5 ms of it), as it does
  // between requests, so that V8's concurrent GC work lands between renders, not inside the next.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const measurePlain = async (keep: boolean) => {
    await pause();
    const t = performance.now();
    await mjml2html(mjml, mjmlOptions({ minify: false }));
    if (keep) plain.push(performance.now() - t);
  };
  const measureCold = async (keep: boolean) => {
    clearEmailCaches();
    await pause();
    const t = performance.now();
    const outcome = await runEmailJob(job(recipientNo++));
    if (keep) cold.push(performance.now() - t);
    if (!outcome.ok) throw new Error(`the newsletter did not render: ${outcome.message}`);
    htmlBytes = Buffer.byteLength(outcome.html);
  };
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const keep = round >= WARMUP_ROUNDS;
    // Plain first in even rounds, cold first in odd ones: whatever the one before leaves behind
    // (garbage to collect, a warmer cache) falls on both alike.
    if (round % 2 === 0) {
      await measurePlain(keep);
      await measureCold(keep);
    } else {
      await measureCold(keep);
      await measurePlain(keep);
    }
  }
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const keep = round >= WARMUP_ROUNDS;
    for (let i = 0; i < WARM_PER_ROUND; i++) {
      const t = performance.now();
      const personal = await runEmailJob(job(recipientNo++));
      if (keep) warm.push(performance.now() - t);
      if (!personal.ok || !personal.html.includes(`Reader ${recipientNo - 1}`)) throw new Error('a warm render lost its recipient');
    }
  }
  const plainMs = median(plain);
  const coldMs = median(cold);
  const warmMs = median(warm);
  const coldRatio = coldMs / plainMs;
  const warmFactor = plainMs / warmMs;
  console.log(`Email benchmark: a 15-section newsletter (${(definition.length / 1024).toFixed(1)} KB of JSON, ${(mjml.length / 1024).toFixed(1)} KB of MJML, ${(htmlBytes / 1024).toFixed(1)} KB of HTML), ${recipient(0).length} merge tags per recipient.`);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${ROUNDS} rounds after ${WARMUP_ROUNDS} unmeasured, medians, plain and cold in alternating order, 5 ms apart.`);
  console.log('');
  console.log(`  plain mjml2html on the same MJML      ${ms(plainMs).padStart(10)}   (${ROUNDS} renders)`);
  console.log(`  our endpoint code, cold               ${ms(coldMs).padStart(10)}   ${((coldRatio - 1) * 100).toFixed(1)}% over plain mjml   goal <= 10%   ${coldRatio <= 1.1 ? 'MET' : 'NOT MET'}`);
  console.log(`  our endpoint code, warm (new values)  ${ms(warmMs).padStart(10)}   ${warmFactor.toFixed(1)}x faster than plain mjml   goal >= 20x   ${warmFactor >= 20 ? 'MET' : 'NOT MET'}   (${warm.length} renders)`);
}

await main();

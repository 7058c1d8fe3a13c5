/**
 * `node --import tsx bench/email/amplification.ts`: what one amplifying email request costs the
 * service. The real service runs in a child process (`node server/main.ts`, a fresh data folder,
 * the demo account); this process sends POST /email/v1/json2html with 78,000 `{{a}}` tags (two
 * text blocks of 39,000, under the 200,000-character string limit) and a 5,000-character value
 * for `a`, evaluated: 390 million characters of HTML if nothing stops it. It prints the status,
 * the time to the whole answer, the answer's size, and the service's peak resident memory
 * (VmHWM of the service process, before and after the request).
 */
import { readFileSync } from 'node:fs';
import { spawnService } from '../../server/testing/spawn-service.ts';

/** `AMPLIFY_TAGS` (tags per block) measures a smaller request: 500 gives a 5 MB answer under the budget. */
const TAGS_PER_BLOCK = Number(process.env.AMPLIFY_TAGS ?? 39_000);
const VALUE_CHARS = 5_000;

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

const block = (content: string) => ({ tagName: 'mj-text', content });
const definition = JSON.stringify({
  tagName: 'mj-global-style',
  children: [
    {
      tagName: 'mj-body',
      children: [
        {
          tagName: 'mj-section',
          children: [
            {
              tagName: 'mj-column',
              children: [block('{{a}}'.repeat(TAGS_PER_BLOCK)), block('{{a}}'.repeat(TAGS_PER_BLOCK))],
            },
          ],
        },
      ],
    },
  ],
});
const body = JSON.stringify({
  definition,
  options: { evaluateMergeTags: true, mergeTags: [{ name: 'a', value: 'x'.repeat(VALUE_CHARS) }] },
});

const service = await spawnService({ via: 'node', env: { LP_DEMO: '1' } });
try {
  const pid = service.child.pid!;
  const url = `${service.url.replace('localhost', '127.0.0.1')}/email/v1/json2html`;
  // One small render first, so that the email workers (and mjml in them) are up before timing.
  const warm = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-secret-key': service.demo.secretKey },
    body: JSON.stringify({
      definition: JSON.stringify({ tagName: 'mj-global-style', children: [{ tagName: 'mj-body', children: [] }] }),
    }),
  });
  await warm.arrayBuffer();
  const before = peakRssMb(pid);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-secret-key': service.demo.secretKey },
    body,
  });
  const answer = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const after = peakRssMb(pid);
  const summary = answer.length < 2_000 ? answer.toString('utf8') : `${answer.subarray(0, 200).toString('utf8')}…`;
  console.log(
    `status ${response.status} in ${Math.round(ms)} ms, ${answer.length.toLocaleString('en')} bytes; service peak RSS ${before} MB before, ${after} MB after`,
  );
  console.log(summary);
} finally {
  await service.stop();
}

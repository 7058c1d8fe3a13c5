/**
 * The render pool with real piscina worker threads and real renders: what one client's costly
 * renders may take from another's. Renders of different sizes stand for slow and quick ones;
 * orders are asserted, never durations.
 */
import { expect } from 'chai';
import { HttpError } from '../http/error-codes.ts';
import { maximalDefinition } from '../testing/maximal-page.ts';
import type { RenderJob } from './job.ts';
import { RenderPool, type PooledOutcome } from './render-pool.ts';

const job = (definition: string): RenderJob => ({ definition, fonts: '[]', minify: false });
const QUICK = job('{"tagName":"page","children":[]}');
const SLOW = job(maximalDefinition(1_500_000));
const SLOWEST = job(maximalDefinition(4_900_000));

/** Starts renders in order; resolves with the labels in the order they finished, and each outcome. */
async function finishOrder(pool: RenderPool, renders: [label: string, job: RenderJob, client: string][]) {
  const finished: string[] = [];
  const outcomes = await Promise.all(
    renders.map(([label, j, client]) =>
      pool.render(j, client).then(
        (outcome: PooledOutcome) => {
          finished.push(label);
          return outcome;
        },
        (error: unknown) => {
          finished.push(label);
          return error;
        },
      ),
    ),
  );
  return { finished, outcomes };
}

describe('render pool', function () {
  this.timeout(120_000);
  let pool: RenderPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('cuts a render past its CPU budget (template_limit naming LP_RENDER_CPU_MS), then serves the next one', async () => {
    pool = new RenderPool({ threads: 1, timeoutMs: 60_000, cpuMs: 150, maxQueue: 8, cacheBytes: 0 });
    const costly = await pool.render(SLOWEST, 'a').catch((error: unknown) => error);
    expect(costly).to.be.instanceOf(HttpError);
    expect((costly as HttpError).code).to.equal('template_limit');
    expect((costly as HttpError).message).to.include('LP_RENDER_CPU_MS');
    const next = await pool.render(QUICK, 'a');
    expect(next.ok).to.equal(true);
  });

  it("takes clients in turn: one client's queued renders do not delay another's", async () => {
    pool = new RenderPool({ threads: 1, timeoutMs: 60_000, maxQueue: 16, cacheBytes: 0 });
    const { finished } = await finishOrder(pool, [
      ['a1', SLOW, 'a'],
      ['a2', SLOW, 'a'],
      ['a3', SLOW, 'a'],
      ['b1', QUICK, 'b'],
    ]);
    // a1 was running when b1 came; b1 goes next, before a2 and a3.
    expect(finished).to.deep.equal(['a1', 'b1', 'a2', 'a3']);
  });

  it('never gives one client the last free thread while another waits', async () => {
    pool = new RenderPool({ threads: 2, timeoutMs: 60_000, maxQueue: 16, cacheBytes: 0 });
    const { finished } = await finishOrder(pool, [
      ['a-quick', QUICK, 'a'],
      ['a-slowest', SLOWEST, 'a'],
      ['a-next', QUICK, 'a'],
      ['b', QUICK, 'b'],
    ]);
    // When a-quick ends, a still holds a thread and b waits: the free thread is b's.
    expect(finished.indexOf('b')).to.be.below(finished.indexOf('a-next'));
  });

  it("a full line takes a newcomer of a small client in place of the biggest client's newest render", async () => {
    pool = new RenderPool({ threads: 1, timeoutMs: 60_000, maxQueue: 3, cacheBytes: 0 });
    const { outcomes } = await finishOrder(pool, [
      ['a1', SLOW, 'a'],
      ['a2', QUICK, 'a'],
      ['a3', QUICK, 'a'],
      ['a4', QUICK, 'a'],
      ['a5', QUICK, 'a'],
      ['b1', QUICK, 'b'],
    ]);
    const code = (outcome: unknown) =>
      outcome instanceof HttpError ? outcome.code : (outcome as PooledOutcome).ok ? 'ok' : 'failed';
    // a1 runs, a2 to a4 fill the line, a5 is refused (the line is a's alone); b1 displaces a4.
    expect(outcomes.map(code)).to.deep.equal(['ok', 'ok', 'ok', 'overloaded', 'overloaded', 'ok']);
  });
});

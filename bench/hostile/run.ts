/**
 * `npm run bench:hostile`: what hostile requests cost the service, and what they do to everyone
 * else. The real service runs in a child process (`node server/main.ts`, a fresh data folder, the
 * demo account); this process is the attacker and the innocent client.
 *
 * 1. Per request: the median milliseconds of 5 sequential requests for each compression bomb
 *    (wide, deep and string JSON inflating to 10 MB; gzip, deflate and br) and the same JSON
 *    sent uncompressed (8 MB, under the body limit), once with a wrong
 *    public key (unauthenticated) and once with the real public key (anyone can read it from a
 *    page that embeds the editor). The failure limit per address is off here
 *    (LP_AUTH_FAILURES_PER_MINUTE=0), so every request does its full work: an attacker with
 *    many addresses.
 * 2. Under attack: four attackers send a bomb in a loop for 8 s while an innocent client asks
 *    GET /healthz every 50 ms; its latency percentiles, and the statuses the attackers got. Run
 *    with the failure limit off (many addresses) and at its default (one address).
 */
import { spawnService, type SpawnedService } from '../../server/testing/spawn-service.ts';
import { bombs, type Bomb } from './payloads.ts';

const MEGABYTES = 10;

async function send(url: string, bomb: Bomb): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/landing-page/get-html`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': bomb.encoding, origin: 'http://localhost' },
    body: new Uint8Array(bomb.bytes),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function withService<T>(
  env: Record<string, string>,
  run: (service: SpawnedService, url: string) => Promise<T>,
): Promise<T> {
  const service = await spawnService({ via: 'node', env: { LP_DEMO: '1', ...env } });
  try {
    return await run(service, service.url.replace('localhost', '127.0.0.1'));
  } finally {
    await service.stop();
  }
}

function credentials(apiKey: string) {
  return {
    'wrong key': `"apiKey":"pk_${'A'.repeat(32)}","hostname":"localhost"`,
    'real public key': `"apiKey":"${apiKey}","hostname":"localhost"`,
  };
}

async function perRequest(): Promise<void> {
  await withService({ LP_AUTH_FAILURES_PER_MINUTE: '0' }, async (service, url) => {
    const keys = credentials(service.demo.apiKey);
    console.log(`| bomb | compressed | inflated | wrong key: ms (status) | real public key: ms (status) |`);
    console.log(`| --- | ---: | ---: | ---: | ---: |`);
    const wrong = bombs(MEGABYTES, keys['wrong key']);
    const real = bombs(MEGABYTES, keys['real public key']);
    for (const [index, bomb] of wrong.entries()) {
      const cells: string[] = [];
      for (const candidate of [bomb, real[index]!]) {
        const runs: { ms: number; status: number }[] = [];
        for (let i = 0; i < 5; i++) runs.push(await send(url, candidate));
        cells.push(
          `${median(runs.map((r) => r.ms)).toFixed(1)} (${[...new Set(runs.map((r) => r.status))].join('/')})`,
        );
      }
      console.log(
        `| ${bomb.name} | ${(bomb.bytes.length / 1024).toFixed(1)} KB | ${(bomb.inflatedBytes / 1048576).toFixed(1)} MB | ${cells.join(' | ')} |`,
      );
    }
  });
}

async function underAttack(label: string, env: Record<string, string>, shape: string): Promise<void> {
  await withService(env, async (service, url) => {
    const attack = bombs(MEGABYTES, credentials(service.demo.apiKey)['wrong key']).find((b) => b.name === shape)!;
    const statuses = new Map<number, number>();
    const until = Date.now() + 8_000;
    const attackers = Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        const { status } = await send(url, attack).catch(() => ({ status: 0, ms: 0 }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const health: number[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(attackers);
    console.log(
      `| ${label} | ${shape} | ${health.length} | ${percentile(health, 50).toFixed(1)} | ${percentile(health, 99).toFixed(1)} | ${Math.max(...health).toFixed(1)} | ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')} |`,
    );
  });
}

await perRequest();
console.log('\n/healthz under attack (4 attackers with a wrong key, 8 s, a probe every 50 ms):\n');
console.log('| failure limit | bomb | probes | p50 ms | p99 ms | max ms | attack answers |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
for (const shape of ['wide gzip', 'deep gzip']) {
  await underAttack('off (many addresses)', { LP_AUTH_FAILURES_PER_MINUTE: '0' }, shape);
  await underAttack('default (one address)', {}, shape);
}

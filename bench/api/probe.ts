/**
 * Where the time goes during a measured run, read before and after it: the CPU time of the
 * server's process (all its threads: the event loop, the render workers, PGlite, the GC), from
 * /proc (Linux; absent elsewhere), the CPU time of this process (the load generator), and, for the
 * service, its own counters from GET /metrics: renders done in the workers and their time, render
 * cache hits, and the time from request to response as the service measures it.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The service's counters (from /metrics). */
export interface ServiceCounters {
  readonly renders: number;
  readonly renderSeconds: number;
  readonly cacheHits: number;
  readonly requests: number;
  readonly requestSeconds: number;
}

/** One reading. */
export interface Snapshot {
  readonly at: number;
  /** CPU seconds of the server process, when /proc can tell. */
  readonly serverCpu: number | undefined;
  /** CPU seconds of this process (the load generator). */
  readonly loadCpu: number;
  readonly service: ServiceCounters | undefined;
}

/** What happened between two readings. */
export interface Usage {
  readonly seconds: number;
  /** Cores the server used on average (CPU seconds per second), and the load generator. */
  readonly serverCores: number | undefined;
  readonly loadCores: number;
  /** Server CPU milliseconds per response. */
  readonly serverCpuMsPerResponse: number | undefined;
  /** Renders done in the workers, their mean time in ms, and render cache hits. */
  readonly renders: number | undefined;
  readonly renderMs: number | undefined;
  readonly cacheHits: number | undefined;
  /** Mean time from request to response inside the service, in ms. */
  readonly serviceMs: number | undefined;
}

/** CPU seconds (user + system) of process `pid`, or undefined when /proc cannot tell. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The service's counters from its /metrics text (summed over labels). */
export async function scrapeService(port: number): Promise<ServiceCounters> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const sum = (name: string, label?: string): number => {
    let total = 0;
    for (const line of text.split('\n')) {
      if (!line.startsWith(name) || (line[name.length] !== '{' && line[name.length] !== ' ')) continue;
      if (label !== undefined && !line.includes(label)) continue;
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return total;
  };
  return {
    renders: sum('lp_render_duration_seconds_count'),
    renderSeconds: sum('lp_render_duration_seconds_sum'),
    cacheHits: sum('lp_render_cache_total', 'result="hit"'),
    requests: sum('lp_http_request_duration_seconds_count', 'route="json2html"'),
    requestSeconds: sum('lp_http_request_duration_seconds_sum', 'route="json2html"'),
  };
}

/** A reading of the server `pid` (and of the service on `servicePort`, when given). */
export async function snapshot(pid: number | undefined, servicePort?: number): Promise<Snapshot> {
  const service = servicePort === undefined ? undefined : await scrapeService(servicePort);
  const { user, system } = process.cpuUsage();
  return { at: performance.now(), serverCpu: processCpuSeconds(pid), loadCpu: (user + system) / 1e6, service };
}

/** The usage between `a` and `b`, for a run that got `responses` answers. */
export function usageBetween(a: Snapshot, b: Snapshot, responses: number): Usage {
  const seconds = (b.at - a.at) / 1000;
  const serverCpu = a.serverCpu === undefined || b.serverCpu === undefined ? undefined : b.serverCpu - a.serverCpu;
  const service =
    a.service && b.service
      ? {
          renders: b.service.renders - a.service.renders,
          renderSeconds: b.service.renderSeconds - a.service.renderSeconds,
          cacheHits: b.service.cacheHits - a.service.cacheHits,
          requests: b.service.requests - a.service.requests,
          requestSeconds: b.service.requestSeconds - a.service.requestSeconds,
        }
      : undefined;
  return {
    seconds,
    serverCores: serverCpu === undefined ? undefined : serverCpu / seconds,
    loadCores: (b.loadCpu - a.loadCpu) / seconds,
    serverCpuMsPerResponse: serverCpu === undefined || responses === 0 ? undefined : (serverCpu * 1000) / responses,
    renders: service?.renders,
    renderMs: service && service.renders > 0 ? (service.renderSeconds * 1000) / service.renders : undefined,
    cacheHits: service?.cacheHits,
    serviceMs: service && service.requests > 0 ? (service.requestSeconds * 1000) / service.requests : undefined,
  };
}

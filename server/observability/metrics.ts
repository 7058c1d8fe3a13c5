/**
 * Prometheus metrics, in a registry of the app's own (two apps in one process, as in the tests,
 * never share counters). GET /metrics serves them in the text exposition format.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The service's metrics. */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'lp_http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: 'lp_http_request_duration_seconds',
    help: 'Time from request to response, by route.',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly renderTime = new Histogram({
    name: 'lp_render_duration_seconds',
    help: 'Time spent rendering in a worker (cache hits not included), by endpoint.',
    labelNames: ['endpoint'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly renderCache = new Counter({
    name: 'lp_render_cache_total',
    help: 'Renders answered from the render cache (hit) or rendered (miss).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'lp_errors_total',
    help: 'Error responses, by route and error code.',
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });

  readonly rendersInFlight = new Gauge({
    name: 'lp_renders_in_flight',
    help: 'Renders running or waiting for a worker thread.',
    registers: [this.registry],
  });

  /** Adds Node's process metrics (memory, event loop lag, GC): once per process, for the served app. */
  withProcessMetrics(): this {
    collectDefaultMetrics({ register: this.registry, prefix: 'lp_' });
    return this;
  }
}

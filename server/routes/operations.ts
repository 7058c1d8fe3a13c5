/**
 * Operations endpoints: GET /healthz (for load balancers: 200 while serving, 503 while draining
 * or when the database does not answer) and GET /metrics (Prometheus text format; behind a bearer
 * token when LP_METRICS_TOKEN is set).
 */
import { Router, type Request, type Response } from 'express';
import { secretsEqual } from '../auth/constant-time.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/error-codes.ts';
import { endpoint } from '../http/request-context.ts';

const started = Date.now();

function bearerMatches(req: Request, token: string): boolean {
  return secretsEqual(req.get('authorization') ?? '', `Bearer ${token}`);
}

/** The operations router. */
export function operationsRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/healthz', endpoint('healthz', 'service'), async (_req: Request, res: Response) => {
    const draining = deps.isDraining?.() ?? false;
    let databaseOk = true;
    try {
      await deps.db.query('SELECT 1');
    } catch {
      databaseOk = false;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(draining || !databaseOk ? 503 : 200).json({
      status: draining ? 'draining' : databaseOk ? 'ok' : 'database_unavailable',
      database: deps.db.kind,
      renders: deps.renderPool.load,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    });
  });
  router.get('/metrics', endpoint('metrics', 'service'), async (req: Request, res: Response) => {
    if (deps.metricsToken !== undefined && !bearerMatches(req, deps.metricsToken)) {
      throw new HttpError('forbidden', 'GET /metrics needs Authorization: Bearer <LP_METRICS_TOKEN>.');
    }
    res.setHeader('Content-Type', deps.metrics.registry.contentType);
    res.send(await deps.metrics.registry.metrics());
  });
  return router;
}

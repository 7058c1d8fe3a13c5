/**
 * createApp(deps) builds the Express app; it never listens (main.ts does). Tests drive it
 * with their own dependencies.
 *
 * Order: request context (id, access log, metrics) first, then helmet, then each route (each sets its error style before its body parser, so even a body that fails
 * to parse is answered in that endpoint's shape), then the 404 and the one error handler.
 */
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps.ts';
import { errorHandler, notFound } from './http/error-handler.ts';
import { bodyBounds } from './http/body-reader.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { chargeUnauthenticatedFailures, refuseExhaustedAddress } from './http/unauthenticated-limit.ts';
import { requestContext, shuttingDown } from './http/request-context.ts';
import { adminRouter } from './routes/admin.ts';
import { authorizeRouter } from './routes/authorize.ts';
import { demoRouter } from './routes/demo.ts';
import { docsRouter } from './routes/docs.ts';
import { editorAssetsRouter } from './routes/editor-assets.ts';
import { getHtmlRouter } from './routes/get-html.ts';
import { jsonBody, rawJsonBody } from './routes/json-body.ts';
import { json2htmlRouter } from './routes/json2html.ts';
import { emailJson2htmlRouter } from './routes/email-json2html.ts';
import { operationsRouter } from './routes/operations.ts';

const DOCS_DIR = new URL('../docs/', import.meta.url);
const DEMO_DIR = new URL('../demo/', import.meta.url);
const EXAMPLE_PAGE = new URL('../examples/landing-page.json', import.meta.url);
/** The paths of the API endpoints (not the docs, the editor's assets or the demo). */
const API_PATHS = ['/landing-page', '/editor/v1', '/email/v1'];
/** Where `npm run build` writes the editor. */
const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/** The service's Express app. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Express's own error page (reached only if the error handler itself fails) shows no stack,
  // whatever NODE_ENV says: main.ts leaves NODE_ENV to the operator.
  app.set('env', 'production');
  app.set('etag', false);
  if (deps.trustProxy !== undefined) app.set('trust proxy', deps.trustProxy);

  app.use(requestContext(deps.logger, deps.metrics));
  app.use(
    helmet({
      // The editor script and uploaded images are embedded by pages of other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  const bounds = bodyBounds(deps);
  const body = jsonBody(bounds);
  const rawBody = rawJsonBody(bounds);
  const limiters = {
    keys: new RateLimiter(deps.limits.rateLimit),
    unauthenticated: new RateLimiter(deps.limits.authFailureLimit),
  };
  // The API: an address whose failures before authentication ran out is refused before any work;
  // each such failure is charged on the way out (server/http/unauthenticated-limit.ts).
  app.use(API_PATHS, refuseExhaustedAddress(limiters.unauthenticated));
  app.use(getHtmlRouter(deps, rawBody, limiters));
  app.use(json2htmlRouter(deps, limiters));
  app.use(emailJson2htmlRouter(deps, limiters));
  app.use(authorizeRouter(deps, rawBody, limiters));
  app.use(API_PATHS, chargeUnauthenticatedFailures(limiters.unauthenticated));
  // /healthz answers while draining (with 503 and status "draining"); everything else does not.
  app.use(operationsRouter(deps));
  app.use((_req: Request, res: Response, next: NextFunction) =>
    deps.isDraining?.() ? next(shuttingDown(res)) : next(),
  );
  app.use(docsRouter(DOCS_DIR));
  app.use(editorAssetsRouter(deps.editorDistDir ?? DIST_DIR));
  app.use(demoRouter({ demoDir: DEMO_DIR, examplePage: EXAMPLE_PAGE, apiKey: deps.demo?.apiKey }));
  if (deps.adminToken !== undefined) app.use(adminRouter({ ...deps, adminToken: deps.adminToken }, body));
  // What a designer opening the service wants first: the editor. The docs are linked from there.
  app.get('/', (_req, res) => res.redirect(302, '/demo/'));

  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}

/**
 * The floor of the HTTP benchmark, run in a child process of its own (`fork` from run.ts): the
 * least an Express 5 service does for the same request. helmet (with the service's one option),
 * `express.json({ limit: '10mb' })` parsing the same body, and a fixed answer `{"html":"ok"}`. No
 * authentication, no validation, no render, no usage records, no metrics.
 *
 * When it listens on 127.0.0.1 (a free port) it sends `{ port }` to the parent. It exits on
 * SIGTERM, or when the parent goes away (the IPC channel closes).
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { JSON2HTML_PATH } from './body.ts';

/** What the floor sends its parent when it is ready. */
export interface FloorReady {
  readonly port: number;
}

if (process.send === undefined) {
  console.error('usage: fork floor-server.ts (with an IPC channel)');
  process.exit(2);
}

const ANSWER = '{"html":"ok"}';

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
app.post(JSON2HTML_PATH, express.json({ limit: '10mb' }), (_req, res) => {
  res.type('application/json').send(ANSWER);
});

const server = app.listen(0, '127.0.0.1');
server.keepAliveTimeout = 5_000;
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);

const ready: FloorReady = { port: (server.address() as AddressInfo).port };
process.send(ready);

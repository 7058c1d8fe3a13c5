/**
 * Structured logs (pino, JSON lines on stdout). What goes in is chosen field by field: never a
 * body, a header value, a key's secret or a template; a public key or a secret key's id (`sk_...`,
 * not the secret) may appear, as they identify without granting.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The service's logger at `level` (`silent` in tests), to stdout or `destination`. */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'lp-editor' },
    // A last line of defence for a careless call site: these fields are never written.
    redact: {
      paths: ['secretKey', 'apiSecret', 'token', 'definition', 'html', 'headers', 'req.headers', 'body'],
      remove: true,
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

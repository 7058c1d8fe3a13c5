/** What createApp needs: built once by start.ts (or by a test), passed in, never imported. */
import type { KeyStore } from './auth/key-store.ts';
import type { Database } from './db/database.ts';
import type { RateLimit } from './http/rate-limit.ts';
import type { Logger } from './observability/logger.ts';
import type { Metrics } from './observability/metrics.ts';
import type { RenderPool } from './render/render-pool.ts';
import type { UsageRecorder } from './usage/usage-recorder.ts';

export interface AppDeps {
  readonly db: Database;
  readonly keys: KeyStore;
  readonly renderPool: RenderPool;
  readonly usage: UsageRecorder;
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** Signs and checks editor tokens. */
  readonly tokenSecret: Buffer;
  readonly limits: {
    readonly bodyLimitBytes: number;
    /** Decoded bytes a compressed body may reach per byte received (default DEFAULT_INFLATE_RATIO). */
    readonly bodyInflateRatio?: number;
    readonly rateLimit: RateLimit;
    readonly authFailureLimit: RateLimit;
    readonly tokenTtlSeconds: number;
  };
  /** When set, GET /metrics wants `Authorization: Bearer <token>`. */
  readonly metricsToken?: string | undefined;
  /** When set, the loopback admin API (used by `npm run keys` beside a running service) is on. */
  readonly adminToken?: string | undefined;
  /** Express's `trust proxy` setting, for the client address behind a load balancer. */
  readonly trustProxy?: boolean | number | string | undefined;
  /** True once the instance is shutting down: new requests get 503. */
  readonly isDraining?: () => boolean;
  /** The local demo account's public key, for the demo page (/demo/config.json); never its secret. */
  readonly demo?: { readonly apiKey: string } | undefined;
  /** Where the built editor is (default: the repository's dist/); tests point it elsewhere. */
  readonly editorDistDir?: string | undefined;
}

/**
 * Usage attribution: every render is recorded (key, account, user id where given, endpoint,
 * status, sizes, render time) for billing and support. Off the request's critical path: a record
 * goes into a buffer and the buffer is written in one multi-row INSERT every `flushMs` or when it
 * holds `batchSize` rows. A failed write is logged and retried with the next batch, up to a cap,
 * so a database hiccup costs no request and, short of a crash, no record.
 */
import type { Database } from '../db/database.ts';
import type { Logger } from '../observability/logger.ts';

/** One render. */
export interface UsageRecord {
  readonly accountId: string;
  readonly keyId: string;
  readonly userId?: string | undefined;
  readonly endpoint: string;
  readonly status: number;
  readonly requestBytes: number;
  readonly responseBytes: number;
  readonly renderMs?: number | undefined;
  readonly at: Date;
}

const COLUMNS = 10;

const isDataError = (error: unknown): boolean => /^22/.test(String((error as { code?: unknown } | null)?.code ?? ''));
/** Rows kept when the database is down; past it the oldest are dropped (and the drop is logged). */
const MAX_BUFFERED = 50_000;

/** Buffers usage records and writes them in batches. */
export class UsageRecorder {
  #buffer: UsageRecord[] = [];
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly instance: string,
    private readonly options: { flushMs: number; batchSize: number } = { flushMs: 1_000, batchSize: 200 },
  ) {}

  /** Queues one record. Never throws, never waits. */
  record(entry: UsageRecord): void {
    this.#buffer.push(entry);
    if (this.#buffer.length > MAX_BUFFERED) {
      const dropped = this.#buffer.length - MAX_BUFFERED;
      this.#buffer.splice(0, dropped);
      this.logger.warn({ dropped }, 'usage buffer full: oldest records dropped');
    }
    if (this.#buffer.length >= this.options.batchSize) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.options.flushMs).unref();
  }

  /** Writes everything buffered so far (the tests and shutdown wait for it). */
  async flush(): Promise<void> {
    while (this.#flushing !== undefined) await this.#flushing;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#buffer.length === 0) return;
    const batch = this.#buffer;
    this.#buffer = [];
    this.#flushing = this.#write(batch).finally(() => {
      this.#flushing = undefined;
    });
    await this.#flushing;
  }

  async #write(batch: UsageRecord[]): Promise<void> {
    try {
      for (let start = 0; start < batch.length; start += 500) {
        const rows = batch.slice(start, start + 500);
        const params: unknown[] = [];
        const tuples = rows.map((row, index) => {
          params.push(
            row.accountId,
            row.keyId,
            row.userId ?? null,
            row.endpoint,
            row.status,
            row.requestBytes,
            row.responseBytes,
            row.renderMs ?? null,
            this.instance,
            row.at,
          );
          const base = index * COLUMNS;
          return `(${Array.from({ length: COLUMNS }, (_, i) => `$${base + i + 1}`).join(', ')})`;
        });
        await this.db.query(
          `INSERT INTO render_usage (account_id, key_id, user_id, endpoint, status, request_bytes, response_bytes, render_ms, instance, created_at) VALUES ${tuples.join(', ')}`,
          params,
        );
      }
    } catch (error) {
      // One row the database refuses (a data error, SQLSTATE class 22) must not block every later
      // one: the batch is retried row by row, and only the rows that still fail are dropped.
      if (isDataError(error)) {
        if (batch.length > 1) {
          for (const row of batch) await this.#write([row]);
        } else {
          this.logger.error(
            { err: { message: (error as Error).message } },
            'usage record refused by the database: dropped',
          );
        }
        return;
      }
      this.logger.error(
        { err: { message: (error as Error).message }, rows: batch.length },
        'usage write failed; will retry',
      );
      this.#buffer = batch.concat(this.#buffer);
      this.#timer ??= setTimeout(() => void this.flush(), this.options.flushMs * 5).unref();
    }
  }
}

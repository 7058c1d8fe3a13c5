/**
 * Reads a request body as bytes, decoding its Content-Encoding (gzip, deflate, br or none), with
 * two bounds checked as the bytes arrive, so a refused body costs no more than the bound:
 *
 * - the body limit, on the decoded bytes (LP_BODY_LIMIT_MB): a declared Content-Length past it is
 *   refused before a byte is read;
 * - the inflate ratio (LP_BODY_INFLATE_RATIO): past the first INFLATE_ALLOWANCE_BYTES, a
 *   compressed body may decode to at most `ratio` times the bytes received so far. JSON templates
 *   compress 5 to 30 times; a compression bomb a thousand times and more (10 KB of gzip that
 *   inflates to 10 MB). Checking against the bytes received so far stops a bomb after about
 *   one allowance of work, whatever it would inflate to.
 *
 * Decompression runs in zlib's stream (libuv's thread pool), never as one synchronous call. A
 * refused body is not read further: the answer closes the connection instead.
 */
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { HttpError } from './error-codes.ts';

/** Decoded bytes every compressed body may reach whatever its ratio. */
export const INFLATE_ALLOWANCE_BYTES = 1024 * 1024;

/** The default of LP_BODY_INFLATE_RATIO. */
export const DEFAULT_INFLATE_RATIO = 100;

/** The bounds of one body. */
export interface BodyBounds {
  /** Decoded bytes. */
  readonly limitBytes: number;
  /** Decoded bytes per received byte, past INFLATE_ALLOWANCE_BYTES. */
  readonly inflateRatio: number;
}

/** The bounds of the service's bodies, from its settings. */
export function bodyBounds(deps: {
  readonly limits: { readonly bodyLimitBytes: number; readonly bodyInflateRatio?: number };
}): BodyBounds {
  return {
    limitBytes: deps.limits.bodyLimitBytes,
    inflateRatio: deps.limits.bodyInflateRatio ?? DEFAULT_INFLATE_RATIO,
  };
}

const DECODERS: Record<string, (() => Transform) | undefined> = {
  identity: undefined,
  gzip: createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** Why a body was refused while it was read: the answer closes the connection (nothing more is read). */
function refuse(error: HttpError): HttpError {
  error.closeConnection = true;
  return error;
}

function tooLarge(limitBytes: number): HttpError {
  return refuse(
    new HttpError('body_too_large', `The body is larger than the limit of ${limitBytes} bytes (after decompression).`),
  );
}

/** Reads the whole body of `req` within `bounds`; throws the catalog's error for a refused one. */
export function readBody(req: IncomingMessage, bounds: BodyBounds): Promise<Buffer> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (!(encoding in DECODERS)) {
    return Promise.reject(
      refuse(
        new HttpError(
          'unsupported_media_type',
          'Unsupported Content-Encoding: use gzip, deflate, br or none (one of them, not a list).',
        ),
      ),
    );
  }
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > bounds.limitBytes) return Promise.reject(tooLarge(bounds.limitBytes));
  const makeDecoder = DECODERS[encoding];

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let decoded = 0;
    let settled = false;
    const decoder = makeDecoder?.();

    const finish = (error: HttpError | undefined) => {
      if (settled) return;
      settled = true;
      req.off('data', onRaw);
      if (decoder !== undefined) {
        req.unpipe(decoder);
        decoder.destroy();
      }
      if (error === undefined) resolve(Buffer.concat(chunks, decoded));
      else {
        // Stop reading what is left: the error's answer closes the connection.
        req.pause();
        reject(error);
      }
    };
    const onDecoded = (chunk: Buffer) => {
      decoded += chunk.length;
      if (decoded > bounds.limitBytes) return finish(tooLarge(bounds.limitBytes));
      if (decoder !== undefined && decoded > INFLATE_ALLOWANCE_BYTES && decoded > received * bounds.inflateRatio) {
        return finish(
          refuse(
            new HttpError(
              'body_too_large',
              `The body inflates more than ${bounds.inflateRatio} times its compressed size (LP_BODY_INFLATE_RATIO): refused as a compression bomb.`,
            ),
          ),
        );
      }
      chunks.push(chunk);
    };
    function onRaw(chunk: Buffer): void {
      received += chunk.length;
      if (decoder === undefined) onDecoded(chunk);
    }

    req.on('data', onRaw);
    req.once('aborted', () => finish(new HttpError('invalid_body', 'The body could not be read completely.')));
    req.once('error', () => finish(new HttpError('invalid_body', 'The body could not be read completely.')));
    if (decoder === undefined) {
      req.once('end', () => finish(undefined));
    } else {
      decoder.on('data', onDecoded);
      decoder.once('end', () => finish(undefined));
      decoder.once('error', () =>
        finish(
          refuse(
            new HttpError('invalid_body', 'The body could not be decoded: it does not match its Content-Encoding.'),
          ),
        ),
      );
      req.pipe(decoder);
    }
  });
}

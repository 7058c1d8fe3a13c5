/**
 * The hostile bodies of the denial-of-service benchmark: small compressed bodies that inflate to
 * megabytes of JSON, in every encoding the service accepts. Built once, then sent many times.
 */
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';

/** An encoding the service accepts in Content-Encoding. */
export type Encoding = 'gzip' | 'deflate' | 'br' | 'identity';

/** One hostile body: its compressed bytes and what they inflate to. */
export interface Bomb {
  readonly name: string;
  readonly encoding: Encoding;
  readonly bytes: Buffer;
  readonly inflatedBytes: number;
}

function compress(text: string, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(text, { level: 9 });
  if (encoding === 'identity') return Buffer.from(text);
  if (encoding === 'deflate') return deflateSync(text, { level: 9 });
  return brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
}

/**
 * JSON shapes that cost the most to parse per byte: a wide array of numbers, arrays nested as
 * deep as the bytes allow, and one huge string. `credentials` is spliced in first (a real key or a
 * wrong one).
 */
export function shapes(megabytes: number, credentials: string): Record<string, string> {
  const bytes = Math.floor(megabytes * 1024 * 1024);
  const levels = Math.floor(bytes / 2) - 64;
  return {
    wide: `{${credentials},"x":[${'0,'.repeat(Math.floor(bytes / 2) - 64)}0]}`,
    deep: `{${credentials},"x":${'['.repeat(levels)}${']'.repeat(levels)}}`,
    string: `{${credentials},"x":"${' '.repeat(bytes - 128)}"}`,
  };
}

/**
 * Every shape in every compression, inflating to `megabytes`, and sent as it is at 80% of that
 * (under the default body limit: what costs an attacker the upload, and the scan must bound).
 */
export function bombs(megabytes: number, credentials: string): Bomb[] {
  const list: Bomb[] = [];
  for (const [shape, text] of Object.entries(shapes(megabytes, credentials))) {
    for (const encoding of ['gzip', 'deflate', 'br'] as const) {
      list.push({
        name: `${shape} ${encoding}`,
        encoding,
        bytes: compress(text, encoding),
        inflatedBytes: Buffer.byteLength(text),
      });
    }
  }
  for (const [shape, text] of Object.entries(shapes(megabytes * 0.8, credentials))) {
    list.push({
      name: `${shape} uncompressed`,
      encoding: 'identity',
      bytes: compress(text, 'identity'),
      inflatedBytes: Buffer.byteLength(text),
    });
  }
  return list;
}

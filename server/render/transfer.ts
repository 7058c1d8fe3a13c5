/**
 * Large answers cross from a worker to the event loop as bytes that are moved, not copied: the
 * worker serializes and encodes them, and piscina transfers the ArrayBuffer. The event loop then
 * neither stringifies nor clones megabytes.
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';

const encoder = new TextEncoder();

/** `value` as JSON in UTF-8, in an ArrayBuffer of its own (safe to transfer; a Buffer may share a pool). */
export function jsonBytes(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

/**
 * `outcome` marked for piscina to transfer the ArrayBuffers of its Uint8Array fields (one level
 * deep) instead of cloning them; other outcomes as they are.
 */
export function transferOutcome<O>(outcome: O): O {
  if (outcome === null || typeof outcome !== 'object') return outcome;
  const buffers = Object.values(outcome).flatMap((value) => (value instanceof Uint8Array ? [value.buffer] : []));
  if (buffers.length === 0) return outcome;
  return move({
    get [transferableSymbol]() {
      return buffers;
    },
    get [valueSymbol]() {
      return outcome as object;
    },
  }) as unknown as O;
}

/** The bytes a worker moved, as a Buffer over the same memory. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The JSON body parser of the API routes: objects and arrays only (strict), decompressed
 * (gzip, deflate, br) within the same limit as plain bodies, so a small gzip bomb is refused
 * after `limit` bytes, not after it has filled the memory. Mounted per route, after the route
 * has set its error style, so a parse error leaves in that endpoint's shape.
 */
import express, { type RequestHandler } from 'express';

export type JsonBody = RequestHandler;

/** The parser, with the body limit in bytes. */
export function jsonBody(limitBytes: number): JsonBody {
  return express.json({ limit: limitBytes, strict: true, inflate: true, type: ['application/json', 'application/*+json'] });
}

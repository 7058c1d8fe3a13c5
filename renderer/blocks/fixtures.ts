/**
 * Every kind's example page, by tagName: the inputs of the golden tests (`<kind>.test.ts`), of the
 * HTML validation test and of the per-kind examples in docs/template-format.md. Each example lives
 * in its kind's file (`example`); this is only the lookup.
 */
import type { PageDefinition } from '../model/node.ts';
import { registry } from './registry.ts';

export const KIND_FIXTURES: Readonly<Record<string, PageDefinition>> = Object.freeze(
  Object.fromEntries(registry.kinds.map((kind) => [kind.tagName, kind.example()])),
);

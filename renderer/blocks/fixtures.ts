/**
 * Every kind's example page, by tagName: the inputs of the golden tests (`<kind>.test.ts`), of the
 * HTML validation test and of the per-kind examples in docs/template-format.md. Each example lives
 * in its kind's file (`example`); this is only the lookup.
 */
import type { PageDefinition } from '../model/node.ts';
import { registry, type Registry } from './registry.ts';

/** The example page of every kind of `kinds`, by tagName. */
export function kindFixtures(kinds: Registry): Readonly<Record<string, PageDefinition>> {
  return Object.freeze(Object.fromEntries(kinds.kinds.map((kind) => [kind.tagName, kind.example()])));
}

/** The built-in kinds' examples. */
export const KIND_FIXTURES = kindFixtures(registry);

/**
 * The renderer's zod schemas, for server-side code, docs and tests. A separate entry from
 * index.ts on purpose: importing the renderer (the editor's bundle, the render workers) must not
 * load zod, which the render path does not need (it runs the shapes' fast checks).
 */
import { registry, type Registry } from './blocks/registry.ts';
import { templateShapes } from './schema/template.ts';
import { toZod } from './schema/to-zod.ts';

/** The schema (zod) of templates whose nodes are the kinds of `kinds`, from the shapes `validatePage` runs. */
export function templateSchemaOf(kinds: Registry) {
  return toZod(templateShapes(kinds).pageShape);
}

/** The landing page template schema (zod), compiled from the same shapes `validatePage` runs. */
export const templateSchema = templateSchemaOf(registry);

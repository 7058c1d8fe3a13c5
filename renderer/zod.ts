/**
 * The renderer's zod schemas, for server-side code, docs and tests. A separate entry from
 * index.ts on purpose: importing the renderer (the editor's bundle, the render workers) must not
 * load zod, which the render path does not need (it runs the shapes' fast checks).
 */
import { pageShape } from './schema/template.ts';
import { toZod } from './schema/to-zod.ts';

/** The landing page template schema (zod), compiled from the same shapes `validatePage` runs. */
export const templateSchema = toZod(pageShape);

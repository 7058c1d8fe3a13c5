/**
 * The editor's parts: code the first script does not carry, each loaded once, when the editor
 * first needs it (load-part.ts). Each entry is `name: () => import('./module.ts')` and nothing else:
 * `npm run build` reads this table (scripts/build-parts.mjs), bundles each module as the file
 * `lp-editor-parts/<name>.<hash>.js` and turns each `import()` into a load of that file from beside
 * the editor's script (script-part.ts). Run from the sources (the browser tests, tsx), each
 * `import()` stays what it is.
 *
 * A module here must not be imported by the core, except with `import type`: the build stops
 * when it is (the part would be in the first script after all).
 */
export const PARTS = {
  workspace: () => import('./workspace.ts'),
  'add-menu': () => import('../components/add-menu/lp-add-menu.ts'),
  preview: () => import('../components/preview/lp-preview.ts'),
  'rich-text': () => import('../rich-text/part.ts'),
  layers: () => import('../components/layers/lp-layers.ts'),
};

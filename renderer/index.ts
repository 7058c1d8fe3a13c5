/**
 * The renderer's public API: the one entry that turns a landing page template into HTML, the
 * template validation and types, the limits and errors, and the registry the editor reads. The
 * zod form of the template schema (`templateSchema`) is in zod.ts, so that this entry, which the
 * editor bundles, does not load zod.
 */
export {
  renderPage,
  renderCanvas,
  checkTemplate,
  type RenderOptions,
  type RenderResult,
  type CanvasRender,
} from './render-page.ts';
export type { RenderMode } from './render/context.ts';
export { SectionMemo } from './render/section-memo.ts';
export { BODY_COLORS } from './render/document.ts';
export { validatePage, fontShape } from './schema/template.ts';
export type { Issue } from './schema/shape.ts';
export type { PageDefinition, TemplateNode, PageMetadata, PageSettings } from './model/node.ts';
export type { SyncedSectionInput } from './model/synced.ts';
export { CURRENT_VERSION, migrate } from './model/migrate.ts';
export { LIMITS } from './limits.ts';
export { TemplateLimitError, TemplateValidationError, RENDER_ERROR_CODES, formatPath } from './errors.ts';
export type { RenderWarning, WarningType } from './warnings.ts';
export {
  BREAKPOINTS,
  DESKTOP_MIN_WIDTH,
  LEVELS,
  cascadedValue,
  levelAtWidth,
  levelInfo,
  type Breakpoint,
  type BreakpointName,
  type Cascaded,
  type Level,
  type LevelInfo,
  type LevelKey,
  type LevelSets,
} from './breakpoints.ts';
export { registry, BLOCK_TAGS } from './blocks/registry.ts';
export type { NodeKind } from './blocks/define.ts';
export { isResponsive, type AttributeSpec } from './attributes/spec.ts';
export { WEB_FONTS, WEB_SAFE_FONTS, type FontDefinition } from './fonts/builtin.ts';

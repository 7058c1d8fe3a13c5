/**
 * The renderer's one entry: a landing page template in, a complete HTML document out.
 *
 * Order matters: the named limits are checked first (a loop, no recursion), then the page is
 * migrated to the current format version, validated, its synced sections spliced in, and only
 * then walked. Bad input ends in a TemplateLimitError or TemplateValidationError, never in a
 * crash; problems the renderer can handle come back as warnings beside the HTML.
 */
import * as s from './schema/shape.ts';
import { TemplateValidationError } from './errors.ts';
import type { FontDefinition } from './fonts/builtin.ts';
import { checkDefinitionLength, checkLimits, LIMITS } from './limits.ts';
import { migrate } from './model/migrate.ts';
import type { PageDefinition } from './model/node.ts';
import { prepareSyncedSections, spliceSyncedSections, type SyncedSectionInput } from './model/synced.ts';
import { fontShape, MAX_FONTS, syncedIdShape, validatePage } from './schema/template.ts';
import type { RenderMode } from './render/context.ts';
import { renderDocument } from './render/document.ts';
import { containAuthoredHtml } from './sanitize/authored-html.ts';
import type { SectionMemo } from './render/section-memo.ts';
import type { RenderWarning } from './warnings.ts';
import { registry, type Registry } from './blocks/registry.ts';

export interface RenderOptions {
  /** `publish` (default) or `edit`. */
  readonly mode?: RenderMode;
  /** Leave out the whitespace between tags and CSS rules. The page renders the same. */
  readonly minify?: boolean;
  /** Fonts the caller provides, beyond the built-in set (the spec's font objects). */
  readonly fonts?: readonly FontDefinition[];
  /** Current content of synced sections. */
  readonly syncedSections?: readonly SyncedSectionInput[];
}

export interface RenderResult {
  readonly html: string;
  readonly warnings: RenderWarning[];
}

const optionsShape = s.object({
  mode: s.oneOf(['publish', 'edit']),
  minify: s.boolean(),
  fonts: s.array(fontShape, { max: MAX_FONTS }),
  syncedSections: s.array(
    s.object(
      {
        id: syncedIdShape,
        definition: s.either(s.string({ max: LIMITS.maxDefinitionLength }), s.object({})),
        translation: s.string({ max: LIMITS.maxStringLength }),
      },
      { required: ['id', 'definition'] },
    ),
    { max: LIMITS.maxSyncedSections },
  ),
});

/** Parses template JSON text, or passes an object through. */
function toValue(definition: unknown): unknown {
  if (typeof definition !== 'string') return definition;
  checkDefinitionLength(definition, 'definition');
  try {
    return JSON.parse(definition);
  } catch (error) {
    throw new TemplateValidationError([
      { path: ['definition'], code: 'invalid_json', message: `Not valid JSON: ${(error as Error).message}` },
    ]);
  }
}

/** Checks the options and the template, and splices synced sections: the page ready to walk. */
function preparePage(definition: unknown, options: RenderOptions, kinds: Registry): PageDefinition {
  const optionIssues: s.Issue[] = [];
  optionsShape.check(options, ['options'], optionIssues);
  if (optionIssues.length > 0) throw new TemplateValidationError(optionIssues);

  const value = toValue(definition);
  checkLimits(value);
  const page = migrate(value);
  const issues = validatePage(page, kinds);
  if (issues.length > 0) throw new TemplateValidationError(issues);

  const synced = prepareSyncedSections(options.syncedSections, kinds);
  const spliced = spliceSyncedSections(page as PageDefinition, synced);
  if (spliced !== page) checkLimits(spliced);
  return spliced;
}

/**
 * Checks a template as renderPage does (limits, format version, schema) without rendering it: the
 * page, migrated to the current version. Same errors as renderPage.
 */
export function checkTemplate(definition: unknown, kinds: Registry = registry): PageDefinition {
  return preparePage(definition, {}, kinds);
}

/**
 * Renders a landing page template (an object, or its JSON text) to HTML. `kinds` are the node
 * kinds it may hold: the built-in registry (a test of a new kind passes a registry of its own).
 * @throws TemplateLimitError when the template is past a named limit.
 * @throws TemplateValidationError when the template or an option does not match the format.
 */
export function renderPage(definition: unknown, options: RenderOptions = {}, kinds: Registry = registry): RenderResult {
  const page = preparePage(definition, options, kinds);
  const { html, warnings } = renderDocument(page, {
    mode: options.mode ?? 'publish',
    kinds,
    minify: options.minify ?? false,
    fonts: options.fonts ?? [],
    containHtml: containAuthoredHtml,
  });
  return { html, warnings: warnings.toArray() };
}

/** The editor canvas's render: the edit-mode document and its parts, for patching sections in place. */
export interface CanvasRender extends RenderResult {
  /** The page's one stylesheet. */
  readonly css: string;
  /** Its top-level rules, in order (the canvas patches the frame's sheet rule by rule). */
  readonly cssRules: readonly string[];
  /**
   * The document up to `<head>` (doctype, `<html lang dir>`): when it changes, the canvas reloads.
   * Comparing it instead of a slice of `html` never makes V8 flatten the whole document string.
   */
  readonly shell: string;
  /** The font stylesheet URLs of the head. */
  readonly fontStylesheets: readonly string[];
  /** Each section's markup with its uid, in order; the same bytes as in `html`. */
  readonly sections: readonly { uid: string | undefined; html: string }[];
}

const NO_FONTS: readonly FontDefinition[] = Object.freeze([]);

/**
 * Renders a page in edit mode, as `renderPage` does, and returns its parts too. Same errors.
 * With a `memo` (one per canvas), sections that are the same objects as in an earlier render are
 * replayed instead of walked: the same bytes, for the cost of the sections that changed.
 */
export function renderCanvas(
  definition: unknown,
  options: Omit<RenderOptions, 'mode' | 'minify'> = {},
  memo?: SectionMemo,
): CanvasRender {
  const page = preparePage(definition, options, registry);
  const rendered = renderDocument(page, {
    mode: 'edit',
    kinds: registry,
    minify: false,
    fonts: options.fonts ?? NO_FONTS,
    collectSections: true,
    ...(memo ? { memo } : {}),
  });
  // html and css stay lazy: the canvas reads them only to load its frame, not to patch it.
  return {
    get html() {
      return rendered.html;
    },
    get css() {
      return rendered.css;
    },
    warnings: rendered.warnings.toArray(),
    cssRules: rendered.cssRules,
    shell: rendered.shell,
    fontStylesheets: rendered.fontStylesheets,
    sections: rendered.sections,
  };
}

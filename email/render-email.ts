/**
 * The email renderer's entry: a template (JSON text or a parsed object) in, HTML with merge-tag
 * placeholders out. The steps, in the order the spec sets:
 *
 *   validate (limits, schema) → synced sections → language (limits again: translations are
 *   copied) → [transform: variants] → MJML (the sink) → mjml (cached) → warnings about the result
 *
 * Personalization happens after, outside: the HTML holds placeholders (placeholders.ts) and
 * `mergeTags` says what each one stands for, so one cached render serves every recipient. The
 * `transform` option is the seam for variants (display conditions): it receives the resolved,
 * localized template and returns a new one (it must not mutate), before anything is serialized.
 *
 * Input problems throw the renderer's errors, as the landing renderer does, so the route maps
 * both endpoints' failures the same way: TemplateLimitError (a named limit) and
 * TemplateValidationError (issues with paths). mjml's own exceptions propagate as they are.
 */
import { formatPath, TemplateLimitError, TemplateValidationError, type Issue } from '../renderer/index.ts';
import type { FontDefinition } from '../renderer/fonts/builtin.ts';
import { FontResolver } from '../renderer/fonts/resolver.ts';
import { z } from 'zod';
import { applyLanguage } from './language.ts';
import { checkEmailLimits, EMAIL_LIMITS, type LimitIssue } from './limits.ts';
import type { MergeTagUse } from './placeholders.ts';
import { mjmlCache, renderMjml, type MjmlCache } from './render-mjml.ts';
import { fontSchema, parseJsonText, toIssues, validateEmailTemplate, type EmailTemplate } from './schema.ts';
import { resolveSyncedSections, type SyncedSectionEntry } from './synced-sections.ts';
import { toMjml } from './to-mjml.ts';
import { EmailWarningSink, type EmailWarning } from './warnings.ts';

/** Gmail clips a message whose HTML is larger than this (102 KB), behind a "View entire message" link. */
export const GMAIL_CLIP_BYTES = 102 * 1024;

/** How to render. */
export interface EmailRenderOptions {
  /** A language of the template's `langs`; default the primary one. */
  readonly language?: string;
  /** mjml's `owa="desktop"` (to-mjml.ts says what it does and does not do). */
  readonly desktopFirst?: boolean;
  /** Collapse whitespace (Outlook's conditional comments are kept). */
  readonly minify?: boolean;
  /** Fonts the caller provides, beyond the built-in set (the spec's font objects). */
  readonly fonts?: readonly FontDefinition[];
  /** The variants seam: the resolved, localized template in, a new template out. Must not mutate. */
  readonly transform?: (template: EmailTemplate) => EmailTemplate;
  /** The mjml cache to use (tests pass their own). */
  readonly cache?: MjmlCache;
}

/** A rendered email, before personalization. */
export interface EmailRenderResult {
  /** The HTML, with a placeholder token wherever a merge tag stood. */
  readonly html: string;
  readonly warnings: EmailWarning[];
  /** Each placeholder: its token, the merge tag's name, and how a value must be written there. */
  readonly mergeTags: readonly MergeTagUse[];
  /** The provider syntax of each `S` placeholder (display conditions the variants seam wrapped), written back as it is. */
  readonly syntax: readonly string[];
  /** The document language (`<html lang>`), when there is one. */
  readonly lang: string | undefined;
  /** The document mjml rendered, as MJML text (benchmarks compare plain mjml on it; handy when debugging). */
  readonly mjml: string;
}

function fail(issues: readonly Issue[]): never {
  const first = issues[0];
  if (first !== undefined && 'limit' in first) {
    const { limit } = first as LimitIssue;
    throw new TemplateLimitError(limit, EMAIL_LIMITS[limit], formatPath(first.path));
  }
  throw new TemplateValidationError(issues);
}

function parseTemplate(template: unknown): unknown {
  if (typeof template !== 'string') return template;
  const parsed = parseJsonText(template, ['definition']);
  return parsed.ok ? parsed.value : fail(parsed.issues);
}

const fontsSchema = z.array(fontSchema).max(500);

/** Renders an email template; see the file comment for the steps. */
export async function renderEmail(
  template: unknown,
  options: EmailRenderOptions = {},
  syncedSections?: readonly SyncedSectionEntry[],
): Promise<EmailRenderResult> {
  const validated = validateEmailTemplate(parseTemplate(template));
  if (!validated.ok) fail(validated.issues);
  const fonts = fontsSchema.safeParse(options.fonts ?? []);
  if (!fonts.success) fail(toIssues(fonts.error, ['options', 'fonts']));

  const resolved = resolveSyncedSections(validated.value, syncedSections);
  if (!resolved.ok) fail(resolved.issues);
  const warnings = new EmailWarningSink();
  for (const warning of resolved.value.warnings) warnings.add(warning);

  const localized = applyLanguage(resolved.value.template, options.language);
  for (const warning of localized.warnings) warnings.add(warning);
  // A translation fills every block that carries its uid, and uids need not be unique: the
  // localized body is held to the definition's size before anything renders it.
  if (localized.template !== resolved.value.template) {
    const { issue } = checkEmailLimits({ children: localized.template.children });
    if (issue !== undefined) fail([{ ...issue, path: ['langs'] }]);
  }

  // ── Seam: variants (display conditions) transform the template here, before serialization.
  const final = options.transform ? options.transform(localized.template) : localized.template;

  const fontResolver = new FontResolver(fonts.data, final.fonts ?? []);
  const document = toMjml(final, {
    lang: localized.lang,
    desktopFirst: options.desktopFirst === true,
    fonts: fontResolver,
    warnings,
  });
  const missing = fontResolver.missing();
  if (missing.length > 0) {
    warnings.add({
      type: 'missing_fonts',
      message: `These fonts are used but are neither built in nor given in the fonts option: ${missing.join(', ')}. Recipients see a fallback font.`,
      missing_fonts: missing,
    });
  }

  const output = await renderMjml(document, { minify: options.minify === true }, options.cache ?? mjmlCache);
  const bytes = Buffer.byteLength(output.html, 'utf8');
  if (bytes > GMAIL_CLIP_BYTES) {
    warnings.add({
      type: 'gmail_clipping',
      message: `The HTML is ${Math.ceil(bytes / 1024)} KB; Gmail clips messages over 102 KB behind a "View entire message" link.`,
      bytes,
      limit: GMAIL_CLIP_BYTES,
    });
  }
  return {
    html: output.html,
    warnings: warnings.toArray(),
    mergeTags: document.mergeTags,
    syntax: document.syntax,
    lang: localized.lang,
    mjml: document.mjml,
  };
}

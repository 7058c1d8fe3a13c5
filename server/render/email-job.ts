/**
 * One email render, as the worker runs it: the request's fields in (JSON text as the client sent
 * it, parsed off the event loop), a plain, cloneable outcome out. The steps, in the spec's order:
 * the template is validated, synced sections resolved and the language applied (renderEmail), the
 * variants applied through renderEmail's transform seam, mjml run (cached by what it sees), then
 * the merge tags personalized: evaluated to the recipient's values, or written in the email
 * service provider's syntax. Renders of one template for many recipients or languages reuse the
 * mjml output and its split at the merge tags (both caches are per worker, bounded).
 *
 * The output is held to the output budget (email/output-budget.ts): mjml's HTML before it is
 * kept, the personalized HTML as it is made. Past it the render fails with `output_too_large`.
 * What the worker hands the event loop is the response body itself, as bytes (emailOutcome).
 */
import { createHash } from 'node:crypto';
import { TemplateValidationError, type Issue } from '../../renderer/index.ts';
import { renderFailure, type RenderFailure } from './render-failure.ts';
import type { FontDefinition } from '../../renderer/fonts/builtin.ts';
import { renderEmail } from '../../email/render-email.ts';
import { flattenMergeTags, type MergeTagEntry } from '../../email/merge-tags.ts';
import { providerFor } from '../../email/providers/index.ts';
import { applyVariants, type VariantOptions } from '../../email/variants.ts';
import {
  checkMergeTagSyntax,
  compilePersonalization,
  type CompiledPersonalization,
  type PersonalizeOptions,
} from '../../email/personalize.ts';
import type { MergeTagUse } from '../../email/placeholders.ts';
import type { SyncedSectionEntry } from '../../email/synced-sections.ts';
import { mjmlCache } from '../../email/render-mjml.ts';
import { emailHtmlMemo } from '../../email/sanitize-email-html.ts';
import { sanitizeMemo } from '../../renderer/sanitize/rich-text.ts';
import { AsyncLru } from '../../email/async-lru.ts';
import { EMAIL_OUTPUT_LIMITS, EmailOutputLimitError, utf8Bytes } from '../../email/output-budget.ts';
import { jsonBytes } from './transfer.ts';

/** What an email render needs: the validated request body's fields. */
export interface EmailJob {
  readonly definition: string;
  readonly options: {
    readonly minify?: boolean | undefined;
    /** JSON text of an array of font objects. */
    readonly fonts?: string | undefined;
    readonly emailServiceProvider?: string | undefined;
    readonly mergeTags?: readonly MergeTagEntry[] | undefined;
    readonly evaluateMergeTags?: boolean | undefined;
    readonly variants?: VariantOptions | undefined;
    readonly desktopFirst?: boolean | undefined;
    readonly language?: string | undefined;
  };
  readonly syncedSections?: readonly SyncedSectionEntry[] | undefined;
}

/** One warning of an email render (docs/email-format.md lists the types). */
export interface EmailJobWarning {
  readonly type: string;
  readonly message: string;
  readonly [key: string]: unknown;
}

/** An email render in this thread: the personalized HTML, or why there is none. */
export type EmailRender =
  | {
      readonly ok: true;
      readonly html: string;
      readonly warnings: readonly EmailJobWarning[];
      readonly renderMs: number;
    }
  | RenderFailure;

/**
 * What the email worker gives the event loop: the response body `{"html", "warnings"}` as UTF-8,
 * made in the worker and moved (not copied) to the event loop (transfer.ts), which then sends it
 * as it is: it never stringifies nor encodes an email's HTML.
 */
export type EmailOutcome = { readonly ok: true; readonly body: Uint8Array; readonly renderMs: number } | RenderFailure;

/** `render` as the worker hands it over: the response body's bytes, or the failure as it is. */
export function emailOutcome(render: EmailRender): EmailOutcome {
  if (!render.ok) return render;
  return { ok: true, body: jsonBytes({ html: render.html, warnings: render.warnings }), renderMs: render.renderMs };
}

function outputFailure(error: EmailOutputLimitError): RenderFailure {
  return {
    ok: false,
    code: 'output_too_large',
    message: error.message,
    errors: [{ path: '', code: 'output_too_large', message: `maxOutputBytes is ${error.limit}` }],
  };
}

/**
 * Renders before personalization, by everything that decides them: the definition, the synced
 * sections and the options but the merge-tag values (which only personalization reads), unless
 * conditions are evaluated against them. Each holds its HTML already split at the merge tags,
 * with the tags that template names: the next recipient of a template skips validation, the
 * MJML sink, mjml's cache lookup and the split; only filling in the values is left. (Two
 * templates that differ only in a tag's name give the same HTML, since placeholders are numbered;
 * the split belongs with the template, never with the HTML alone.)
 */
interface StructureEntry {
  readonly html: string;
  readonly uses: readonly MergeTagUse[];
  readonly personalization: CompiledPersonalization;
  readonly warnings: readonly EmailJobWarning[];
}
/** 200 templates, at most 40 million characters of HTML (about 80 MB), per worker. */
const structures = new AsyncLru<StructureEntry>(200, 40_000_000, (entry) => entry.html.length);

function structureKey(job: EmailJob): string {
  const o = job.options;
  const synced = job.syncedSections === undefined ? 'null' : JSON.stringify(job.syncedSections);
  // Evaluated conditions depend on the recipient's values: then they are part of the key.
  const valuesMatter =
    o.variants?.evaluate === true &&
    (job.definition.includes('"displayCondition"') || synced.includes('displayCondition'));
  const decisive = JSON.stringify([
    o.fonts ?? null,
    o.language ?? null,
    o.desktopFirst === true,
    o.minify === true,
    o.variants ?? null,
    o.emailServiceProvider ?? null,
    valuesMatter ? (o.mergeTags ?? null) : null,
  ]);
  return createHash('sha256')
    .update(`${decisive.length}:${decisive}`)
    .update(`${synced.length}:${synced}`)
    .update(job.definition)
    .digest('base64url');
}

/** Forgets everything this worker remembers of earlier renders: for benchmarks of cold renders. */
export function clearEmailCaches(): void {
  structures.clear();
  mjmlCache.clear();
  emailHtmlMemo.clear();
  sanitizeMemo.clear();
}

function parseFonts(text: string | undefined): FontDefinition[] | EmailRender {
  if (text === undefined) return [];
  try {
    const fonts = JSON.parse(text) as unknown;
    if (Array.isArray(fonts)) return fonts as FontDefinition[];
    const message = 'options.fonts must be JSON text of an array of font objects';
    return {
      ok: false,
      code: 'template_invalid',
      message,
      errors: [{ path: 'options.fonts', code: 'invalid_type', message }],
    };
  } catch (error) {
    const message = `options.fonts is not valid JSON: ${(error as Error).message}`;
    return {
      ok: false,
      code: 'invalid_json',
      message,
      errors: [{ path: 'options.fonts', code: 'invalid_json', message }],
    };
  }
}

/** Renders `job`; never throws. */
export async function runEmailJob(job: EmailJob): Promise<EmailRender> {
  const started = performance.now();
  const fonts = parseFonts(job.options.fonts);
  if (!Array.isArray(fonts)) return fonts;
  const options = job.options;
  try {
    const provider = providerFor(options.emailServiceProvider);
    const mergeTags = flattenMergeTags(options.mergeTags);
    const key = structureKey(job);
    const structure = await structures.get(key, () => renderStructure(job, fonts, mergeTags, provider));
    // A provider named in the request reads the output even when every tag is evaluated.
    const personalizing: PersonalizeOptions = {
      evaluate: options.evaluateMergeTags === true,
      mergeTags,
      provider,
      ...(options.emailServiceProvider === undefined ? {} : { providerReads: true }),
    };
    const unwritable: Issue[] = checkMergeTagSyntax(structure.uses, options.mergeTags, personalizing);
    if (unwritable.length > 0) throw new TemplateValidationError(unwritable);
    const personalized = structure.personalization.render(personalizing);
    const warnings = [...structure.warnings, ...personalized.warnings] as unknown as EmailJobWarning[];
    return { ok: true, html: personalized.html, warnings, renderMs: performance.now() - started };
  } catch (error) {
    return error instanceof EmailOutputLimitError ? outputFailure(error) : renderFailure(error);
  }
}

/** The render before personalization: template checks, synced sections, language, variants, MJML, mjml. */
async function renderStructure(
  job: EmailJob,
  fonts: FontDefinition[],
  mergeTags: ReturnType<typeof flattenMergeTags>,
  provider: ReturnType<typeof providerFor>,
): Promise<StructureEntry> {
  const options = job.options;
  const variantWarnings: EmailJobWarning[] = [];
  const rendered = await renderEmail(
    job.definition,
    {
      ...(options.language === undefined ? {} : { language: options.language }),
      desktopFirst: options.desktopFirst === true,
      minify: options.minify === true,
      fonts,
      // The variants seam: conditions evaluated, or wrapped in the provider's syntax.
      transform: (template) => {
        const result = applyVariants(template, {
          ...(options.variants ? { options: options.variants } : {}),
          mergeTags,
          provider,
        });
        if (result.issues.length > 0)
          throw new TemplateValidationError(
            result.issues.map((issue) => ({ ...issue, path: ['definition', ...issue.path] })),
          );
        variantWarnings.push(...(result.warnings as unknown as EmailJobWarning[]));
        return result.tree;
      },
    },
    job.syncedSections,
  );
  // mjml copies inherited values into every element (a default background into each section):
  // its output alone may be past the budget. Not kept, not split.
  const bytes = utf8Bytes(rendered.html);
  if (bytes > EMAIL_OUTPUT_LIMITS.maxOutputBytes)
    throw new EmailOutputLimitError(EMAIL_OUTPUT_LIMITS.maxOutputBytes, bytes, 'mjml');
  return {
    html: rendered.html,
    uses: rendered.mergeTags,
    personalization: compilePersonalization(rendered.html, rendered.mergeTags, rendered.syntax),
    warnings: [...(rendered.warnings as unknown as EmailJobWarning[]), ...variantWarnings],
  };
}

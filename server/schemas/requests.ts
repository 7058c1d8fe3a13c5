/**
 * The request bodies, as zod schemas: the one description that validates requests and that the
 * OpenAPI document (/openapi.json) is generated from. Only the envelope is checked here; the
 * template itself (`definition`, JSON text) is checked by the renderer, in the worker.
 */
import { z } from 'zod';
import { EMAIL_LIMITS } from '../../email/limits.ts';
import { mergeTagsSchema } from '../../email/merge-tags.ts';
import { syncedIdSchema } from '../../email/schema.ts';
import { providerIdSchema } from '../../email/providers/index.ts';
import { syncedIdShape } from '../../renderer/schema/template.ts';
import { toZod } from '../../renderer/schema/to-zod.ts';

/** Characters of `options.fonts` (JSON text). 500 fonts of the longest allowed entry fit. */
export const MAX_FONTS_TEXT = 400_000;

const definition = z
  .string()
  .describe(
    'The template definition, serialized as JSON text (a string, not an object). docs/template-format.md describes it.',
  );

const fonts = z
  .string()
  .max(MAX_FONTS_TEXT)
  .describe(
    'JSON text of an array of font objects `{label, style, url?}`; the string "[]" when only built-in fonts are used.',
  );

// U+0000 cannot be stored in PostgreSQL text (the usage record), so it is refused up front.
const userId = z
  .union([
    z
      .string()
      .min(1)
      .max(200)
      .refine((id) => !id.includes('\u0000'), 'must not contain U+0000'),
    z.number().finite(),
  ])
  .describe('The id of the user the render is for; recorded for usage attribution.');

const syncedSection = z.object({
  // The template format's own syncedId shape: every id a page may carry can be served.
  id: toZod(syncedIdShape).describe('Equals the `syncedId` of a section node in the template (compared as text).'),
  definition: z
    .string()
    .describe("The section definition as JSON text, as the host's SAVED_SECTIONS endpoint returns it."),
});

const syncedSections = z.array(syncedSection).describe('Current content of synced sections; at most 500 entries.');

const landingOptions = z.object({
  minify: z.boolean().optional().describe('Leave out whitespace between tags and CSS rules. Default false.'),
  fonts,
});

/** POST /landing-page/get-html */
export const getHtmlRequest = z.object({
  apiKey: z.string().min(1).max(100).describe('Public API key.'),
  hostname: z
    .string()
    .min(1)
    .max(300)
    .describe("Hostname of the page the editor runs on; must be on the key's allowed-domain list."),
  userId: userId.optional(),
  definition,
  options: landingOptions,
  syncedSections: syncedSections.optional(),
});

/** POST /landing-page/v1/json2html */
export const json2htmlRequest = z.object({
  definition,
  options: landingOptions.extend({
    warnings: z
      .enum(['fonts', 'all'])
      .optional()
      .describe(
        'Which warnings to return: `fonts` (default) only `missing_fonts`, as the spec declares; `all` every renderer warning (unsafe URLs, missing alt text...).',
      ),
  }),
  syncedSections: syncedSections.optional(),
  userId: userId.optional(),
});

/** POST /email/v1/json2html: `definition` is required; every option is optional (docs/http-api.md). */
export const emailJson2htmlRequest = z.object({
  definition: z
    .string()
    .describe(
      'The email template definition, serialized as JSON text (a string, not an object). docs/email-format.md describes it.',
    ),
  options: z
    .object({
      minify: z
        .boolean()
        .optional()
        .describe("Collapse whitespace in the HTML; Outlook's conditional comments are kept. Default false."),
      fonts: fonts
        .optional()
        .describe(
          'JSON text of an array of font objects `{label, style, url?}` beyond the built-in set. Default "[]".',
        ),
      emailServiceProvider: providerIdSchema.optional(),
      mergeTags: mergeTagsSchema.optional(),
      evaluateMergeTags: z
        .boolean()
        .optional()
        .describe(
          "Replace merge tags by their values (HTML-escaped, URLs scheme-checked). Default false: write them in the provider's syntax.",
        ),
      variants: z
        .object({
          evaluate: z
            .boolean()
            .optional()
            .describe("Render only the blocks whose display condition holds for the merge tags' values."),
          enrichWithConditions: z
            .boolean()
            .optional()
            .describe("Wrap conditional blocks in the provider's condition syntax instead."),
        })
        .optional()
        .describe(
          'Display conditions (`displayCondition` on a block). With both false, conditions are ignored; with both true, `evaluate` wins.',
        ),
      desktopFirst: z
        .boolean()
        .optional()
        .describe('Keep columns side by side in Outlook.com and Outlook on the web (mjml `owa="desktop"`).'),
      language: z
        .string()
        .min(1)
        .max(35)
        .optional()
        .describe(
          "A language key of the template's `langs`; default the primary language. An unknown one renders the primary language with a warning.",
        ),
    })
    .default({})
    .describe('Rendering options; the object and each field may be left out.'),
  syncedSections: z
    .array(
      z.object({
        id: syncedIdSchema.describe('Equals the `syncedId` of a section in the template (compared as text).'),
        definition: z.string().describe('The section definition as JSON text.'),
        translation: z
          .string()
          .optional()
          .describe(
            "JSON text of per-language translations of the section, shaped like the template's `langs`; merged into it.",
          ),
      }),
    )
    .optional()
    // The count is the renderer's named limit, as on the landing endpoints: one place, one error (template_limit).
    .describe(
      `Current content of synced sections; at most ${EMAIL_LIMITS.maxSyncedSections} entries (the maxSyncedSections limit). A section whose \`syncedId\` has no entry renders as an empty placeholder.`,
    ),
  userId: userId.optional(),
});

/** POST /editor/v1/authorize */
export const authorizeRequest = z.object({
  apiKey: z.string().min(1).max(100).describe("Public API key (the editor's `authorize.apiKey`)."),
  userId: userId.describe("The editor's `authorize.userId`: the active user."),
  hostname: z.string().min(1).max(300).describe('The hostname of the page the editor runs on (`location.hostname`).'),
});

export type GetHtmlRequest = z.infer<typeof getHtmlRequest>;
export type Json2HtmlRequest = z.infer<typeof json2htmlRequest>;
export type AuthorizeRequest = z.infer<typeof authorizeRequest>;
export type EmailJson2HtmlRequest = z.infer<typeof emailJson2htmlRequest>;

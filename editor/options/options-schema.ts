/**
 * Every editor option of the spec's table, with its type and default, in one schema. Built on
 * zod/mini (about 5 KB gzipped in the browser bundle, against about 95 KB for the classic build).
 * Objects strip keys they do not know: unknown options are ignored silently, as the spec says,
 * and so is a `callbacks` object inside `config` (callbacks are top-level properties only).
 *
 * Where the spec leaves inner shapes open (`theme`, `defaultTemplateSettings`, `customBlocks`
 * items, `api`), the schema accepts any object and the part of the editor that reads it checks
 * what it uses (docs/editor-api.md says which fields are read).
 */
import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';

const BLOCK_KEYS = ['text', 'image', 'gif', 'button', 'divider', 'spacer', 'social', 'video', 'form', 'html', 'raw', 'custom-raw'] as const;

const user = z.object({ userId: z.string(), name: z.optional(z.string()), profilePhotoUrl: z.optional(z.string()) });
const font = z.object({ label: z.string(), style: z.string(), url: z.optional(z.string()) });
const anyObject = z.record(z.string(), z.unknown());

const blockSettings = z.object({
  disabled: z.optional(z.boolean()),
  disabledText: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
  disabledBadge: z.optional(z.string()),
});

const premadeBlocks = z.union([
  z.literal(false),
  z.array(z.object({ id: z.optional(z.number()), name: z.string(), blocks: z.array(z.unknown()) })),
  z.object({ blocks: z.array(z.unknown()), override: z.boolean() }),
  z.object({ content: z.optional(z.unknown()), ecomm: z.optional(z.unknown()), footers: z.optional(z.unknown()), headers: z.optional(z.unknown()) }),
]);

/** The options schema (the value under `config`). */
export const optionsSchema = z.object({
  authorize: z.object({ apiKey: z.string().check(z.minLength(1)), userId: z.union([z.string(), z.number()]) }),
  aiLabeledElements: z._default(z.boolean(), false),
  api: z.optional(anyObject),
  apiAuthorizationHeader: z.optional(z.union([z.string(), z.record(z.string(), z.string())])),
  autosaveInterval: z.optional(z.number().check(z.positive())),
  colors: z.optional(z.array(z.string())),
  contentBlocks: z.optional(z.partial(z.object(Object.fromEntries(BLOCK_KEYS.map((key) => [key, blockSettings])) as Record<(typeof BLOCK_KEYS)[number], typeof blockSettings>))),
  currentUser: z.optional(user),
  customBlocks: z.optional(z.array(anyObject)),
  customFileManager: z._default(z.boolean(), false),
  customFonts: z.optional(z.object({ override: z.optional(z.boolean()), fonts: z.array(font) })),
  defaultTemplateSettings: z.optional(anyObject),
  disableAiAssistant: z._default(z.boolean(), false),
  disableAlerts: z._default(z.boolean(), false),
  enableAutosaves: z._default(z.boolean(), false),
  enableComments: z._default(z.boolean(), false),
  enableFileManagerInGif: z._default(z.boolean(), false),
  fileManagerPreferences: z.optional(
    z.object({
      defaultTilesView: z.optional(z.boolean()),
      hidePexelsIntegration: z.optional(z.boolean()),
      maxUploadingFiles: z.optional(z.int().check(z.positive())),
    }),
  ),
  fontSizes: z.optional(z.array(z.number().check(z.positive()))),
  hideSelectionPanel: z._default(z.boolean(), false),
  hideSelectionPanelExpand: z._default(z.boolean(), false),
  hideSettingsTab: z._default(z.boolean(), false),
  hideTopbarControls: z.optional(z.array(z.string())),
  htmlMinified: z._default(z.boolean(), false),
  imageCompressionOptions: z._default(
    z.object({
      qualityJpeg: z._default(z.number().check(z.gte(0), z.lte(1)), 0.95),
      qualityPng: z._default(z.number().check(z.gte(0), z.lte(1)), 0.8),
      enableAutoResize: z._default(z.boolean(), true),
      enableCompression: z._default(z.boolean(), true),
    }),
    { qualityJpeg: 0.95, qualityPng: 0.8, enableAutoResize: true, enableCompression: true },
  ),
  imageEditorOptions: z.optional(z.object({ hideControls: z.optional(z.array(z.string())) })),
  imageMaxSize: z._default(z.int().check(z.positive()), 2_097_152),
  language: z._default(z.enum(LANGUAGES), 'en'),
  light: z._default(z.boolean(), false),
  premadeBlocks: z.optional(premadeBlocks),
  premadeTemplates: z._default(z.boolean(), false),
  premadeTemplatesOptions: z.optional(z.object({ hideSearch: z.optional(z.boolean()), showDelete: z.optional(z.boolean()) })),
  removeTopBar: z._default(z.boolean(), false),
  renameTemplate: z._default(z.boolean(), false),
  role: z.optional(z.enum(['manager', 'editor', 'reader'])),
  savedBlocks: z._default(z.boolean(), false),
  /** Not in the spec: the render service's base URL, when it is not the one the editor was loaded from. */
  serviceUrl: z.optional(z.url({ protocol: /^https?$/ })),
  showUnsavedDialogBeforeExit: z._default(z.boolean(), true),
  syncedSectionsEnabled: z._default(z.boolean(), false),
  teamUsers: z.optional(z.array(user)),
  templateId: z.optional(z.union([z.string(), z.number()])),
  textOverride: z.optional(z.record(z.string(), z.string())),
  theme: z.optional(z.looseObject({ preset: z.optional(z.enum(['dark', 'light'])) })),
  title: z.optional(z.string()),
  windowBar: z.optional(z.array(z.string())),
});

/** The options as the editor holds them: every default filled in. */
export type EditorOptions = z.infer<typeof optionsSchema>;
/** What a host may pass. */
export type EditorOptionsInput = z.input<typeof optionsSchema>;

/**
 * Every editor option of the spec's table, with its type and default, in one schema. Built on the
 * renderer's shapes (renderer/schema/shape.ts), the validator the editor's bundle already carries
 * for templates: a second validation library would cost the script about 8 KB gzipped.
 *
 * Unknown options are ignored silently, as the spec says, and so is a `callbacks` object inside
 * `config` (callbacks are top-level properties only): validation keeps only the fields below.
 * Where the spec leaves inner shapes open (`theme`, `defaultTemplateSettings`, `customBlocks`
 * items, `api`), any object is accepted and the part of the editor that reads it checks what it
 * uses (docs/editor-api.md says which fields are read).
 */
import {
  array,
  boolean,
  either,
  number,
  object,
  oneOf,
  record,
  string,
  type Infer,
  type Issue,
  type PathStack,
  type Shape,
} from '../../renderer/schema/shape.ts';
import { registry, type Registry } from '../../renderer/blocks/registry.ts';
import { LANGUAGES, type Language } from './languages.ts';

/** The named limits of option values (documented in docs/editor-api.md). */
export const OPTION_LIMITS = Object.freeze({
  /** Characters of any one string option (a title, a label, a URL). */
  maxString: 10_000,
  /** Items of any one list option (colors, users, custom blocks). */
  maxItems: 1_000,
  /** Keys of any one map option (textOverride, headers). */
  maxKeys: 2_000,
});

const text = string({ max: OPTION_LIMITS.maxString });
const nonEmpty = string({ min: 1, max: OPTION_LIMITS.maxString });
const list = <T>(item: Shape<T>) => array(item, { max: OPTION_LIMITS.maxItems });
const ANY_KEY = /^[\s\S]*$/;
const map = <T>(value: Shape<T>) => record(ANY_KEY, 'a key', value, { maxKeys: OPTION_LIMITS.maxKeys });
const positive = number({ min: Number.MIN_VALUE, max: Number.MAX_VALUE });
const positiveInteger = number({ min: 1, max: Number.MAX_SAFE_INTEGER, integer: true });
const ratio = number({ min: 0, max: 1 });
const idOf = either(text, number({ min: -Number.MAX_VALUE, max: Number.MAX_VALUE }));

/** Any value at all (the parts of an option the spec leaves open). */
const anything: Shape<unknown> = {
  info: { kind: 'object', fields: {}, required: new Set() },
  describe: 'any value',
  test: () => true,
  check: () => true,
};
/** Any plain object; the editor reads only the fields it documents. */
const anyObject = object({});

/** The first of several shapes that accepts the value (the alternatives may share a JSON type). */
function anyOf(describe: string, ...shapes: Shape<unknown>[]): Shape<unknown> {
  return {
    info: shapes[0]!.info,
    describe,
    test: (value) => shapes.some((shape) => shape.test(value)),
    check(value: unknown, path: PathStack, issues: Issue[]) {
      if (shapes.some((shape) => shape.test(value))) return true;
      issues.push({ path: path.slice(), code: 'invalid_union', message: `expected ${describe}` });
      return false;
    },
  };
}

/** A URL with the http or https scheme (the service's base URL). */
const httpUrl: Shape<string> = string({
  max: 2_000,
  patternName: 'an http(s) URL',
  test: (value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  },
});

const user = object({ userId: text, name: text, profilePhotoUrl: text }, { required: ['userId'] });
const font = object({ label: text, style: text, url: text }, { required: ['label', 'style'] });
const blockSettings = object({ disabled: boolean(), disabledText: text, hidden: boolean(), disabledBadge: text });

/** The `contentBlocks` option: its keys are the block kinds of `kinds` (the built-in registry's: the spec's twelve). */
export function contentBlocksShape(kinds: Registry = registry) {
  return object(Object.fromEntries(kinds.withRole('block').map((kind) => [kind.tagName, blockSettings])));
}

/** The fields of `config`; `authorize` is the one required. */
export const OPTION_FIELDS = {
  authorize: object({ apiKey: nonEmpty, userId: idOf }, { required: ['apiKey', 'userId'] }),
  aiLabeledElements: boolean(),
  api: anyObject,
  apiAuthorizationHeader: either(text, map(text)),
  autosaveInterval: positive,
  colors: list(text),
  contentBlocks: contentBlocksShape(),
  currentUser: user,
  customBlocks: list(anyObject),
  customFileManager: boolean(),
  customFonts: object({ override: boolean(), fonts: list(font) }, { required: ['fonts'] }),
  defaultTemplateSettings: anyObject,
  disableAiAssistant: boolean(),
  disableAlerts: boolean(),
  enableAutosaves: boolean(),
  enableComments: boolean(),
  enableFileManagerInGif: boolean(),
  fileManagerPreferences: object({
    defaultTilesView: boolean(),
    hidePexelsIntegration: boolean(),
    maxUploadingFiles: positiveInteger,
  }),
  fontSizes: list(positive),
  hideSelectionPanel: boolean(),
  hideSelectionPanelExpand: boolean(),
  hideSettingsTab: boolean(),
  hideTopbarControls: list(text),
  htmlMinified: boolean(),
  imageCompressionOptions: object({
    qualityJpeg: ratio,
    qualityPng: ratio,
    enableAutoResize: boolean(),
    enableCompression: boolean(),
  }),
  imageEditorOptions: object({ hideControls: list(text) }),
  imageMaxSize: positiveInteger,
  language: oneOf(LANGUAGES),
  light: boolean(),
  premadeBlocks: anyOf(
    'false, a list of {name, blocks}, {blocks, override} or {content, ecomm, footers, headers}',
    literalFalse(),
    list(
      object(
        { id: number({ min: -Number.MAX_VALUE, max: Number.MAX_VALUE }), name: text, blocks: list(anything) },
        { required: ['name', 'blocks'] },
      ),
    ),
    object({ blocks: list(anything), override: boolean() }, { required: ['blocks', 'override'] }),
    object({ content: anything, ecomm: anything, footers: anything, headers: anything }),
  ),
  premadeTemplates: boolean(),
  premadeTemplatesOptions: object({ hideSearch: boolean(), showDelete: boolean() }),
  removeTopBar: boolean(),
  renameTemplate: boolean(),
  role: oneOf(['manager', 'editor', 'reader']),
  savedBlocks: boolean(),
  /** Not in the spec: the render service's base URL, when it is not the one the editor was loaded from. */
  serviceUrl: httpUrl,
  showUnsavedDialogBeforeExit: boolean(),
  syncedSectionsEnabled: boolean(),
  teamUsers: list(user),
  templateId: idOf,
  textOverride: map(text),
  theme: object({ preset: oneOf(['dark', 'light']) }),
  title: text,
  windowBar: list(text),
} as const;

/** `false` (a boolean that must be false: premadeBlocks turned off). */
function literalFalse(): Shape<false> {
  const inner = boolean();
  return {
    ...inner,
    describe: 'false',
    test: (value) => value === false,
    check: (value, path, issues) =>
      value === false || (issues.push({ path: path.slice(), code: 'invalid_value', message: 'expected false' }), false),
  } as Shape<false>;
}

/** The defaults of the spec's table, filled in when an option is not given. */
export const OPTION_DEFAULTS = Object.freeze({
  aiLabeledElements: false,
  customFileManager: false,
  disableAiAssistant: false,
  disableAlerts: false,
  enableAutosaves: false,
  enableComments: false,
  enableFileManagerInGif: false,
  hideSelectionPanel: false,
  hideSelectionPanelExpand: false,
  hideSettingsTab: false,
  htmlMinified: false,
  imageMaxSize: 2_097_152,
  language: 'en' as Language,
  light: false,
  premadeTemplates: false,
  removeTopBar: false,
  renameTemplate: false,
  savedBlocks: false,
  showUnsavedDialogBeforeExit: true,
  syncedSectionsEnabled: false,
});

/** imageCompressionOptions' defaults, field by field. */
export const IMAGE_COMPRESSION_DEFAULTS = Object.freeze({
  qualityJpeg: 0.95,
  qualityPng: 0.8,
  enableAutoResize: true,
  enableCompression: true,
});

/** What a host may pass as `imageCompressionOptions`: any field, any number or boolean (not the defaults' literal types). */
export type ImageCompressionOptions = Infer<typeof OPTION_FIELDS.imageCompressionOptions>;

type BlockSettings = { disabled?: boolean; disabledText?: string; hidden?: boolean; disabledBadge?: string };
type User = { userId: string; name?: string; profilePhotoUrl?: string };

/** What a host may pass as `config` (docs/editor-api.md describes each option). */
export interface EditorOptionsInput {
  authorize: { apiKey: string; userId: string | number };
  aiLabeledElements?: boolean;
  api?: Record<string, unknown>;
  apiAuthorizationHeader?: string | Record<string, string>;
  autosaveInterval?: number;
  colors?: string[];
  /** By block tagName (the registry's block kinds). */
  contentBlocks?: Partial<Record<string, BlockSettings>>;
  currentUser?: User;
  customBlocks?: Record<string, unknown>[];
  customFileManager?: boolean;
  customFonts?: { override?: boolean; fonts: { label: string; style: string; url?: string }[] };
  defaultTemplateSettings?: Record<string, unknown>;
  disableAiAssistant?: boolean;
  disableAlerts?: boolean;
  enableAutosaves?: boolean;
  enableComments?: boolean;
  enableFileManagerInGif?: boolean;
  fileManagerPreferences?: { defaultTilesView?: boolean; hidePexelsIntegration?: boolean; maxUploadingFiles?: number };
  fontSizes?: number[];
  hideSelectionPanel?: boolean;
  hideSelectionPanelExpand?: boolean;
  hideSettingsTab?: boolean;
  hideTopbarControls?: string[];
  htmlMinified?: boolean;
  imageCompressionOptions?: ImageCompressionOptions;
  imageEditorOptions?: { hideControls?: string[] };
  imageMaxSize?: number;
  language?: Language;
  light?: boolean;
  premadeBlocks?:
    | false
    | { id?: number; name: string; blocks: unknown[] }[]
    | { blocks: unknown[]; override: boolean }
    | { content?: unknown; ecomm?: unknown; footers?: unknown; headers?: unknown };
  premadeTemplates?: boolean;
  premadeTemplatesOptions?: { hideSearch?: boolean; showDelete?: boolean };
  removeTopBar?: boolean;
  renameTemplate?: boolean;
  role?: 'manager' | 'editor' | 'reader';
  savedBlocks?: boolean;
  /** Not in the spec: the render service's base URL, when it is not the one the editor was loaded from. */
  serviceUrl?: string;
  showUnsavedDialogBeforeExit?: boolean;
  syncedSectionsEnabled?: boolean;
  teamUsers?: User[];
  templateId?: string | number;
  textOverride?: Record<string, string>;
  theme?: { preset?: 'dark' | 'light'; [key: string]: unknown };
  title?: string;
  windowBar?: string[];
}

/** The options as the editor holds them: every default filled in. */
export type EditorOptions = Omit<EditorOptionsInput, keyof typeof OPTION_DEFAULTS | 'imageCompressionOptions'> & {
  [K in keyof typeof OPTION_DEFAULTS]-?: NonNullable<EditorOptionsInput[K]>;
} & { imageCompressionOptions: Required<ImageCompressionOptions> };

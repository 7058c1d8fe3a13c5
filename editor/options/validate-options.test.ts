/**
 * Every option of the spec's table once valid and once invalid (the error names the field), the
 * defaults, and the spec's rules: unknown keys and a `callbacks` object inside config are
 * ignored, regional language variants are refused.
 */
import { expect } from 'chai';
import { OPTION_FIELDS, type EditorOptionsInput } from './options-schema.ts';
import { InvalidOptionsError, validateOptions } from './validate-options.ts';

const authorize = { apiKey: 'pk_demo', userId: 7 };

/** [option, a valid value, an invalid value] for every option. */
const CASES: Record<string, [unknown, unknown]> = {
  authorize: [
    { apiKey: 'pk_x', userId: 'u-1' },
    { apiKey: 5, userId: 1 },
  ],
  aiLabeledElements: [true, 'yes'],
  api: [{ SAVED_SECTIONS: '/api/saved' }, 'https://x'],
  apiAuthorizationHeader: [{ Authorization: 'Bearer t', 'X-Tenant': 'a' }, { Authorization: 5 }],
  autosaveInterval: [30, -1],
  colors: [['#000000', '#ffffff'], '#000000'],
  contentBlocks: [
    { text: { disabled: true, disabledText: 'Soon' }, 'custom-raw': { hidden: true } },
    { text: { disabled: 'no' } },
  ],
  currentUser: [{ userId: 'u1', name: 'Ada', profilePhotoUrl: 'https://x/p.png' }, { userId: 1 }],
  customBlocks: [[{ key: 'promo' }], [1]],
  customFileManager: [true, 1],
  customFonts: [
    { override: true, fonts: [{ label: 'Brand', style: 'Brand, sans-serif', url: 'https://x/f.css' }] },
    { fonts: [{ label: 'Brand' }] },
  ],
  defaultTemplateSettings: [{ typography: { h1: { 'font-size': '40px' } } }, 'big'],
  disableAiAssistant: [true, null],
  disableAlerts: [true, 'true'],
  enableAutosaves: [true, 0],
  enableComments: [true, {}],
  enableFileManagerInGif: [true, []],
  fileManagerPreferences: [
    { defaultTilesView: true, hidePexelsIntegration: false, maxUploadingFiles: 5 },
    { maxUploadingFiles: 0 },
  ],
  fontSizes: [
    [12, 14, 16],
    [12, '14'],
  ],
  hideSelectionPanel: [true, 'false'],
  hideSelectionPanelExpand: [true, 2],
  hideSettingsTab: [true, 'x'],
  hideTopbarControls: [['preview', 'save'], 'preview'],
  htmlMinified: [true, 'min'],
  imageCompressionOptions: [{ qualityJpeg: 0.7 }, { qualityPng: 2 }],
  imageEditorOptions: [{ hideControls: ['crop'] }, { hideControls: 'crop' }],
  imageMaxSize: [1_000_000, 0],
  language: ['de', 'en-US'],
  light: [true, 'light'],
  premadeBlocks: [false, true],
  premadeTemplates: [true, 'yes'],
  premadeTemplatesOptions: [{ hideSearch: true, showDelete: false }, { hideSearch: 'no' }],
  removeTopBar: [true, 1],
  renameTemplate: [true, 'rename'],
  role: ['reader', 'admin'],
  savedBlocks: [true, 'yes'],
  serviceUrl: ['https://render.example.com', 'javascript:alert(1)'],
  showUnsavedDialogBeforeExit: [false, 'no'],
  syncedSectionsEnabled: [true, 'on'],
  teamUsers: [[{ userId: 'u2', name: 'Grace' }], [{ name: 'Grace' }]],
  templateId: [42, { id: 42 }],
  textOverride: [{ Save: 'Publish' }, { Save: 1 }],
  theme: [{ preset: 'light', accent: '#2856d8' }, { preset: 'neon' }],
  title: ['Spring launch', 5],
  windowBar: [['close', 'title'], 'close'],
};

describe('editor options', () => {
  it('the cases cover every option of the schema', () => {
    expect(Object.keys(CASES).sort()).to.deep.equal(Object.keys(OPTION_FIELDS).sort());
  });

  for (const [name, [valid, invalid]] of Object.entries(CASES)) {
    it(`${name}: accepts a valid value and names the field of an invalid one`, () => {
      const base = name === 'authorize' ? {} : { authorize };
      expect(() => validateOptions({ ...base, [name]: valid })).to.not.throw();
      let error: unknown;
      try {
        validateOptions({ ...base, [name]: invalid });
      } catch (caught) {
        error = caught;
      }
      expect(error, `${name} = ${JSON.stringify(invalid)}`).to.be.instanceOf(InvalidOptionsError);
      expect((error as Error).message).to.match(/^Invalid options provided/);
      expect((error as InvalidOptionsError).fields.map((f) => f.path.split(/[.[]/)[0])).to.include(name);
    });
  }

  it('fills in the defaults of the spec', () => {
    const options = validateOptions({ authorize });
    expect(options).to.deep.include({
      language: 'en',
      light: false,
      imageMaxSize: 2_097_152,
      showUnsavedDialogBeforeExit: true,
      htmlMinified: false,
    });
    expect(options.imageCompressionOptions).to.deep.equal({
      qualityJpeg: 0.95,
      qualityPng: 0.8,
      enableAutoResize: true,
      enableCompression: true,
    });
  });

  it('merges a partial imageCompressionOptions over the defaults', () => {
    // Typed: tsc checks that a host may set any number or boolean, not only the defaults' values.
    const config: EditorOptionsInput = {
      authorize,
      imageCompressionOptions: { qualityJpeg: 0.7, enableCompression: false },
    };
    expect(validateOptions(config).imageCompressionOptions).to.deep.equal({
      qualityJpeg: 0.7,
      qualityPng: 0.8,
      enableAutoResize: true,
      enableCompression: false,
    });
  });

  it('ignores unknown keys and a callbacks object inside config', () => {
    const options = validateOptions({ authorize, callbacks: { onSave: () => {} }, somethingNew: 1 }) as Record<
      string,
      unknown
    >;
    expect(options).to.not.have.property('callbacks');
    expect(options).to.not.have.property('somethingNew');
  });

  it('authorize is required; a non-object config is refused', () => {
    expect(() => validateOptions({})).to.throw(InvalidOptionsError, /authorize: required/);
    expect(() => validateOptions('config')).to.throw(InvalidOptionsError, /config must be an object/);
    expect(() => validateOptions({ authorize, language: 'en-US' })).to.throw(/language: unsupported language/);
  });
});

/**
 * `<lp-page-settings>`: the selection panel's page settings tab. The page's own fields (title,
 * description, share image, favicon, canonical URL, noindex, language, direction) and its design
 * system (`settings.design`: fonts, heading scale, base size and line height, colors, button
 * style, content width, section spacing), the per-device values edited at the level of the
 * current device with what each inherits. Every change is a store command, one undo step per
 * field; the canvas re-renders from the document, so it shows each change at once.
 *
 * It renders into its light DOM, inside the selection panel's shadow root: the panel's styles,
 * ids and `label for` reach its inputs, as they reach the panel's own controls.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { ShellElement } from '../shell-element.ts';
import { defineElement } from '../define-element.ts';
import { levelLabelKey, viewDevice } from '../../context/view-devices.ts';
import { setDesign } from '../../store/page-commands.ts';
import type { FieldHost } from '../selection-panel/controls/field-host.ts';
import { text } from '../selection-panel/controls/text.ts';
import { DESIGN_FIELDS, DESIGN_GROUPS, designFieldModel } from './design-model.ts';
import { designField } from './design-field.ts';
import { directionField, languageField, metadataField, noindexField, type PageFieldsHost } from './metadata-fields.ts';
import { pageSettingsStyles } from './page-settings.styles.ts';

export class LpPageSettings extends ShellElement {
  static override properties = { _otherLanguage: { state: true } };

  declare _otherLanguage: boolean;
  // What the tab shows: the page's metadata and settings, and whether it may be edited.
  readonly #state = this.watch((state) => [state.doc.metadata, state.doc.settings, state.editable] as const);

  constructor() {
    super();
    this._otherLanguage = false;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Its styles join the shadow root it renders in (the panel's), once.
    const root = this.getRootNode();
    const sheet = pageSettingsStyles.styleSheet;
    if (root instanceof ShadowRoot && sheet !== undefined && !root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined || this.#state.value === undefined) return nothing;
    const { t, store } = shell;
    const pageHost: PageFieldsHost = {
      t,
      doc: store.state.doc,
      readOnly: !store.state.editable,
      run: (command) => store.run(command),
    };
    return html`<section class="group" data-group="page">
        <h3>${t.t('panel.tabSettings')}</h3>
        <p class="hint">${t.t('settings.help')}</p>
        ${metadataField(pageHost, 'title', t.t('settings.title'))}
        ${metadataField(pageHost, 'description', t.t('settings.description'), true)}
        ${metadataField(pageHost, 'image', t.t('settings.image'))}
        ${metadataField(pageHost, 'favicon', t.t('settings.favicon'))}
        ${metadataField(pageHost, 'canonical', t.t('settings.canonical'))}
        ${noindexField(pageHost)}
      </section>
      <section class="group" data-group="language">
        <h3>${text(t, 'settings.languageGroup')}</h3>
        ${languageField(pageHost, this._otherLanguage, (other) => (this._otherLanguage = other))}
        ${directionField(pageHost)}
      </section>
      ${this.#design()}`;
  }

  #design(): TemplateResult {
    const shell = this.shell!;
    const { t, store } = shell;
    const { level } = viewDevice(shell.device);
    const host: FieldHost = {
      t,
      options: shell.options,
      readOnly: !store.state.editable,
      uid: '',
      level,
      levelLabel: (from) => t.t(levelLabelKey(from)),
      commit: (path, value) => store.run(setDesign(path, value, level)),
      // Design values hold no image: nothing asks the file manager.
      openFileManager: () => undefined,
      anchors: () => [],
    };
    const doc = store.state.doc;
    return html`<header class="design-head" data-group="design">
        <strong>${text(t, 'design.title')}</strong>
        <span class="device">${t.t('panel.editingFor', { device: t.t(levelLabelKey(level)) })}</span>
        <p class="note">${text(t, level === 'desktop' ? 'design.help' : 'design.helpDevice')}</p>
      </header>
      ${DESIGN_GROUPS.map(
        (group) => html`<section class="group" data-group="design-${group}">
          <h3>${text(t, `design.group.${group}`)}</h3>
          ${DESIGN_FIELDS.filter((def) => def.group === group).map((def) =>
            // Keyed by value and level: another device gets fresh controls, never the last one's typed text.
            keyed(`${def.path}|${level}`, designField(def, designFieldModel(doc, def, level), host)),
          )}
        </section>`,
      )}`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-page-settings', LpPageSettings);

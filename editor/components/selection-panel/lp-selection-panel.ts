/**
 * `<lp-selection-panel>`: the selected node's attributes, built from the registry's field
 * descriptors and grouped as the registry groups them, editing the attribute set of the level the
 * current device edits (view-devices.ts) and showing what a field inherits and from which level.
 * A second tab (unless `hideSettingsTab`, and not for the `editor` role) edits the page's
 * settings and design system (page-settings/). The lock group shows for the `manager` role only.
 * The panel can collapse to a rail (unless `hideSelectionPanelExpand`).
 */
import { kindName } from '../../i18n/kind-name.ts';
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { LEVELS, registry, type TemplateNode, type NodeKind } from '../../../renderer/index.ts';
import { ShellElement } from '../shell-element.ts';
import { controls } from '../../theme/controls.ts';
import { tabStyles } from '../../theme/tabs.ts';
import { panelStyles } from './lp-selection-panel.styles.ts';
import { levelLabelKey, viewDevice } from '../../context/view-devices.ts';
import { setAttribute, setContent } from '../../store/commands.ts';
import { locate } from '../../store/tree.ts';
import { fieldModel } from './field-model.ts';
import { attributeField, isLink, type FieldHost } from './attribute-field.ts';
import { pageAnchors } from './page-anchors.ts';
import { controlStyles } from './controls/controls.styles.ts';
import { text } from './controls/text.ts';
import { icon, kindIcon } from '../icons.ts';
import { defineElement } from '../define-element.ts';
import { staticHtml, tag } from './controls/light-element.ts';
import { LpPageSettings } from '../page-settings/lp-page-settings.ts';
import { LpSectionLayoutControl } from '../section-layout/lp-section-layout-control.ts';

const GROUP_ORDER = [
  'content',
  'link',
  'media',
  'form',
  'typography',
  'layout',
  'spacing',
  'background',
  'border',
  'visibility',
  'lock',
] as const;

export class LpSelectionPanel extends ShellElement {
  static override properties = { collapsed: { type: Boolean, reflect: true }, _tab: { state: true } };
  static override styles = [controls, tabStyles, panelStyles, controlStyles];

  declare collapsed: boolean;
  declare _tab: 'block' | 'settings';
  // What the panel shows, and nothing more: typing into the selected text changes its content,
  // which the panel does not show for text, so typing does not re-render the panel.
  readonly #state = this.watch((state) => {
    const node = state.selection === null ? undefined : locate<TemplateNode>(state.doc, state.selection)?.node;
    const kind = node === undefined ? undefined : registry.get(node.tagName);
    // The uid first (#node reads it); then every level's attribute set.
    return [
      node?.uid,
      kind?.content === 'authored' ? node?.content : undefined,
      node?.tagName,
      state.doc.metadata,
      // What an unset length shows comes from the page's design and global style (drawn-when-unset.ts).
      state.doc.settings,
      state.doc.style,
      state.editable,
      ...LEVELS.map((level) => node?.[level.key]),
    ] as const;
  });

  constructor() {
    super();
    this.collapsed = false;
    this._tab = 'block';
  }

  #node(): TemplateNode | undefined {
    const state = this.shell?.store.state;
    const uid = this.#state.value?.[0];
    return state === undefined || uid === undefined ? undefined : locate<TemplateNode>(state.doc, uid)?.node;
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined || this.#state.value === undefined) return nothing;
    const { t, options } = shell;
    if (this.collapsed) {
      return options.hideSelectionPanelExpand
        ? nothing
        : html`<button class="icon expand" aria-label=${t.t('panel.expand')} title=${t.t('panel.expand')} @click=${() => (this.collapsed = false)}>${icon('chevronLeft')}</button>`;
    }
    const settingsTab = !options.hideSettingsTab && options.role !== 'editor';
    const tab = settingsTab ? this._tab : 'block';
    return html`<aside aria-label=${t.t('panel.label')}>
      <div class="tabs" role="tablist">
        <button role="tab" aria-selected=${String(tab === 'block')} @click=${() => (this._tab = 'block')}>${t.t('panel.tabBlock')}</button>
        ${settingsTab ? html`<button role="tab" data-tab="settings" aria-selected=${String(tab === 'settings')} @click=${() => (this._tab = 'settings')}>${t.t('panel.tabSettings')}</button>` : nothing}
        <span class="spacer"></span>
        ${options.hideSelectionPanelExpand ? nothing : html`<button class="icon" aria-label=${t.t('panel.collapse')} title=${t.t('panel.collapse')} @click=${() => (this.collapsed = true)}>${icon('chevronRight')}</button>`}
      </div>
      ${
        // Another selection opens its panel at the top: a body of its own starts unscrolled, where
        // setting scrollTop on the old one would lay the editor out at once (5 to 8 ms on a
        // 2,000-block page, in the selection's task). Its fields are the node's own anyway (keyed).
        keyed(
          this.#state.value?.[0],
          html`<div class="body" role="tabpanel">${tab === 'settings' ? this.#settings() : this.#block()}</div>`,
        )
      }
    </aside>`;
  }

  #host(uid: string): FieldHost {
    const shell = this.shell!;
    const { level } = viewDevice(shell.device);
    return {
      t: shell.t,
      options: shell.options,
      readOnly: !shell.store.state.editable,
      uid,
      level,
      levelLabel: (from) => shell.t.t(levelLabelKey(from)),
      commit: (name, value) => shell.store.run(setAttribute(uid, name, value, level)),
      openFileManager: (attribute) => shell.emit('lp-open-file-manager', { attribute, uid }),
      anchors: () => pageAnchors(shell.store.state.doc),
    };
  }

  #block() {
    const shell = this.shell!;
    const { t } = shell;
    const node = this.#node();
    if (node === undefined) {
      return html`<div class="empty">${icon('info', 20)}<p><strong>${t.t('panel.noSelection')}</strong></p><p>${t.t('panel.noSelectionHelp')}</p></div>`;
    }
    const kind = registry.get(node.tagName);
    if (kind === undefined) return nothing;
    const { level } = viewDevice(shell.device);
    const uid = node.uid ?? '';
    const host = this.#host(uid);
    const doc = shell.store.state.doc;
    const fields = Object.entries(kind.attributes).map(([name, spec]) => fieldModel(node, name, spec, level, doc));
    // A link field shows "open in a new tab" for the kind's `target` (when it can say _blank), which then has no field of its own.
    const target = fields.find((field) => field.name === 'target' && field.spec.options?.includes('_blank'));
    const linked = target !== undefined && fields.some(isLink);
    const groups = new Map<string, unknown[]>();
    // Only a manager locks and unlocks (an editor cannot, a reader edits nothing): the lock group is theirs alone.
    const locks = shell.options.role === 'manager';
    for (const field of fields) {
      if (linked && field === target) continue;
      if (field.spec.group === 'lock' && !locks) continue;
      const list = groups.get(field.spec.group) ?? [];
      // Keyed by node, attribute and level: another selection or device gets fresh controls, never
      // the inputs (and their typed, uncommitted text or state) of the previous one.
      list.push(
        keyed(`${uid}|${field.name}|${level}`, attributeField(field, host, isLink(field) && linked ? { target } : {})),
      );
      groups.set(field.spec.group, list);
    }
    return html`<header class="node">
        ${kindIcon(node.tagName, 16)}<strong>${kindName(t, node.tagName)}</strong>
        <span class="device">${t.t('panel.editingFor', { device: t.t(levelLabelKey(level)) })}</span>
      </header>
      ${this.#content(node, kind)}
      ${
        kind.role === 'section'
          ? html`<section class="group" data-group="columns">
            <h3>${t.t('sectionLayout.title')}</h3>
            ${keyed(uid, staticHtml`<${tag(LpSectionLayoutControl)} .uid=${uid}></${tag(LpSectionLayoutControl)}>`)}
          </section>`
          : nothing
      }
      ${GROUP_ORDER.filter((group) => groups.has(group)).map(
        (group) => html`<section class="group" data-group=${group}>
          <h3>${t.t(`panel.group.${group}` as 'panel.group.content')}</h3>
          ${groups.get(group)}
          ${group === 'lock' ? html`<p class="hint">${icon('lock', 14)}${text(t, 'lock.hint')}</p>` : nothing}
        </section>`,
      )}`;
  }

  #content(node: TemplateNode, kind: NodeKind) {
    const shell = this.shell!;
    const { t } = shell;
    if (kind.content === undefined) return nothing;
    // A reader edits nothing: no hint to edit in the canvas.
    if (kind.content !== 'authored' && !this.shell!.store.state.editable) return nothing;
    if (kind.content !== 'authored') return html`<p class="hint">${icon('pencil', 14)}${t.t('panel.editInCanvas')}</p>`;
    return html`<section class="group" data-group="content">
      <h3>${t.t('panel.group.content')}</h3>
      <textarea
        class="code"
        dir="ltr"
        rows="8"
        spellcheck="false"
        aria-label=${t.t('panel.group.content')}
        .value=${node.content ?? ''}
        ?disabled=${!shell.store.state.editable}
        @input=${(event: Event) => node.uid && shell.store.run(setContent(node.uid, (event.target as HTMLTextAreaElement).value))}
      ></textarea>
    </section>`;
  }

  #settings() {
    // The tab is its own element (page-settings/): the page's fields and its design system.
    return staticHtml`<${tag(LpPageSettings)}></${tag(LpPageSettings)}>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-selection-panel', LpSelectionPanel);

/**
 * `<lp-add-menu>`: a dialog listing section layouts and blocks to add (a plain list; drag and
 * drop comes later). `contentBlocks` hides a block (`hidden`) or shows it disabled with its
 * `disabledText` and `disabledBadge`; `customBlocks` items appear as custom blocks, and adding
 * one fires lp-open-custom-block-dialog with the new block.
 */
import { kindName } from '../../i18n/kind-name.ts';
import { html, nothing } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { icon, kindIcon } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { addMenuStyles } from './lp-add-menu.styles.ts';
import { blockTarget, sectionAround, sectionTarget, sectionWithColumns, starterNode } from '../../blocks/starters.ts';
import { insertNode } from '../../store/commands.ts';
import { locate } from '../../store/tree.ts';
import { registry, type NodeKind, type TemplateNode } from '../../../renderer/index.ts';
import { defineElement } from '../define-element.ts';

interface CustomBlockItem {
  readonly key: string;
  readonly name: string;
  readonly content: string;
}

function customBlocks(items: readonly Record<string, unknown>[] | undefined): CustomBlockItem[] {
  return (items ?? []).flatMap((item) => {
    const key = typeof item.key === 'string' ? item.key : undefined;
    if (key === undefined) return [];
    const name = typeof item.name === 'string' ? item.name : typeof item.label === 'string' ? item.label : key;
    return [{ key, name, content: typeof item.content === 'string' ? item.content : '' }];
  });
}

export class LpAddMenu extends ShellElement {
  static override styles = [controls, addMenuStyles];

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>('.item:not(:disabled)')?.focus(),
    );
  }

  #close(): void {
    this.dispatchEvent(new Event('close'));
  }

  #addSection(columns: number): void {
    const store = this.shell!.store;
    store.run(insertNode(null, sectionTarget(store.state.doc, store.state.selection), sectionWithColumns(columns)));
    this.#close();
  }

  #addBlock(node: TemplateNode): string | null {
    const store = this.shell!.store;
    const target = blockTarget(store.state.doc, store.state.selection);
    if (target === undefined) store.run(insertNode(null, store.state.doc.children?.length ?? 0, sectionAround(node)));
    else store.run(insertNode(target.parent, target.index, node));
    this.#close();
    return store.state.selection;
  }

  #addCustom(kind: NodeKind, item: CustomBlockItem): void {
    const uid = this.#addBlock({ tagName: kind.tagName, customKey: item.key, content: item.content });
    const shell = this.shell!;
    const block = uid === null ? undefined : locate<TemplateNode>(shell.store.state.doc, uid)?.node;
    shell.emit('lp-open-custom-block-dialog', { block: block ?? null });
  }

  protected override render() {
    const shell = this.shell;
    if (shell === undefined) return nothing;
    const { t, options } = shell;
    const settings = options.contentBlocks ?? {};
    const blocks = registry.withRole('block').filter((kind) => !kind.hostDefined && !settings[kind.tagName]?.hidden);
    // The host's customBlocks are made as the host-defined kind (custom-raw), under its contentBlocks setting.
    const customKind = registry.withRole('block').find((kind) => kind.hostDefined && !settings[kind.tagName]?.hidden);
    const custom = customKind === undefined ? [] : customBlocks(options.customBlocks);
    return html`<div class="backdrop" @click=${() => this.#close()}></div>
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="title" @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && ((event.stopPropagation(), this.#close()))}>
        <header>
          <h2 id="title">${t.t('add.title')}</h2>
          <button class="icon" aria-label=${t.t('add.close')} title=${t.t('add.close')} @click=${() => this.#close()}>${icon('close', 16)}</button>
        </header>
        <h3>${t.t('add.sections')}</h3>
        <div class="grid">
          ${[1, 2, 3].map(
            (count) => html`<button class="item" data-add="section-${count}" @click=${() => this.#addSection(count)}>
              <span class="layout">${Array.from({ length: count }, () => html`<span></span>`)}</span>
              ${t.t(count === 1 ? 'add.oneColumn' : count === 2 ? 'add.twoColumns' : 'add.threeColumns')}
            </button>`,
          )}
        </div>
        <h3>${t.t('add.blocks')}</h3>
        <p class="hint">${t.t('add.blockHint')}</p>
        <div class="grid">
          ${blocks.map(({ tagName: tag }) => {
            const setting = settings[tag];
            const disabled = setting?.disabled === true;
            return html`<button class="item" data-add=${tag} ?disabled=${disabled} title=${disabled ? (setting?.disabledText ?? t.t('add.disabled')) : kindName(t, tag)} @click=${() => this.#addBlock(starterNode(tag)!)}>
              ${kindIcon(tag, 20)}<span>${kindName(t, tag)}</span>
              ${disabled && setting?.disabledBadge ? html`<span class="badge">${setting.disabledBadge}</span>` : nothing}
            </button>`;
          })}
        </div>
        ${
          custom.length > 0
            ? html`<h3>${t.t('add.customBlocks')}</h3>
              <div class="grid">
                ${custom.map((item) => html`<button class="item" data-add="custom:${item.key}" ?disabled=${settings[customKind!.tagName]?.disabled === true} @click=${() => this.#addCustom(customKind!, item)}>${kindIcon(customKind!.tagName, 20)}<span>${item.name}</span></button>`)}
              </div>`
            : nothing
        }
      </div>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-add-menu', LpAddMenu);

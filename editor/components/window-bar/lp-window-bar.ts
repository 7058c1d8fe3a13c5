/**
 * `<lp-window-bar>`: the template's title, a rename button (fires lp-template-rename with the
 * current name) and a close button (lp-close). `windowBar` lists what it shows: `title`,
 * `rename`, `close`; `renameTemplate: true` shows the title and rename on its own. A reader
 * (role `reader`, docs/editor-api.md "Roles") changes nothing, the name included: no rename for
 * them, as no "Add" in the top bar (its read-only badge says why).
 */
import { html, css, nothing } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { icon } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { defineElement } from '../define-element.ts';

export class LpWindowBar extends ShellElement {
  static override styles = [
    controls,
    css`
      :host {
        display: block;
        background: var(--lp-surface);
        border-bottom: 1px solid var(--lp-border);
      }
      .bar {
        display: flex;
        align-items: center;
        gap: var(--lp-space-2);
        height: 40px;
        padding: 0 var(--lp-space-2) 0 var(--lp-space-4);
      }
      h1 {
        margin: 0;
        font-size: 14px;
        font-weight: 600;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .spacer {
        flex: 1;
      }
      button.icon {
        width: 28px;
        height: 28px;
      }
    `,
  ];

  /** Whether the template may be changed (not for the `reader` role): rename is a change. */
  readonly #editable = this.watch((state) => state.editable);

  protected override render() {
    const shell = this.shell;
    if (shell === undefined) return nothing;
    const { t, options } = shell;
    const items = new Set(options.windowBar ?? []);
    const showTitle = items.has('title') || options.renameTemplate || items.size > 0;
    const rename = (options.renameTemplate || items.has('rename')) && this.#editable.value === true;
    const name = options.title?.trim() || t.t('windowbar.untitled');
    return html`<div class="bar">
      ${showTitle ? html`<h1 title=${name}>${name}</h1>` : nothing}
      ${
        rename
          ? html`<button class="icon" data-control="rename" title=${t.t('windowbar.rename')} aria-label=${t.t('windowbar.rename')} @click=${() => shell.emit('lp-template-rename', { name: options.title ?? '' })}>${icon('pencil', 16)}</button>`
          : nothing
      }
      <span class="spacer"></span>
      ${
        items.has('close')
          ? html`<button class="icon" data-control="close" title=${t.t('windowbar.close')} aria-label=${t.t('windowbar.close')} @click=${() => shell.emit('lp-close')}>${icon('close', 16)}</button>`
          : nothing
      }
    </div>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-window-bar', LpWindowBar);

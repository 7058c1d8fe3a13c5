/**
 * `<lp-notifications>`: the editor's notifications as toasts (a polite live region; errors are
 * alerts and stay until dismissed, the rest leave after their duration).
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import type { EditorNotification } from '../../events.ts';
import type { Translator } from '../../i18n/translator.ts';
import { icon, type IconName } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { defineElement } from '../define-element.ts';

type Item = EditorNotification & { id: number };

const ICONS: Readonly<Record<EditorNotification['type'], IconName>> = {
  success: 'check',
  info: 'info',
  warning: 'alert',
  error: 'alert',
};

export class LpNotifications extends LitElement {
  static override properties = { items: { attribute: false }, t: { attribute: false } };
  static override styles = [
    controls,
    css`
      /*
       * Over the foot of the selection panel, as wide as it: a toast never covers the canvas,
       * where the designer is looking and clicking. Only the toasts take pointer events.
       */
      :host {
        position: absolute;
        inset-inline-end: var(--lp-space-3);
        bottom: var(--lp-space-3);
        display: grid;
        gap: var(--lp-space-2);
        z-index: 20;
        width: min(calc(var(--lp-panel-width) - 2 * var(--lp-space-3)), calc(100% - 2 * var(--lp-space-3)));
        pointer-events: none;
      }
      .toast {
        pointer-events: auto;
      }
      .toast {
        display: flex;
        align-items: flex-start;
        gap: var(--lp-space-2);
        padding: var(--lp-space-3);
        border-radius: var(--lp-radius);
        background: var(--lp-surface);
        border: 1px solid var(--lp-border);
        border-inline-start: 3px solid var(--color);
        box-shadow: var(--lp-shadow);
      }
      .toast svg {
        flex: none;
        color: var(--color);
        margin-top: 1px;
      }
      .text {
        flex: 1;
        overflow-wrap: anywhere;
      }
      .success { --color: var(--lp-success); }
      .info { --color: var(--lp-accent); }
      .warning { --color: var(--lp-warning); }
      .error { --color: var(--lp-danger); }
      button.icon {
        width: 24px;
        height: 24px;
        margin: -4px -4px 0 0;
      }
    `,
  ];

  declare items: readonly Item[];
  declare t: Translator | undefined;
  readonly #timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    super();
    this.items = [];
    this.t = undefined;
  }

  protected override updated(changed: PropertyValues): void {
    if (!changed.has('items')) return;
    for (const item of this.items) {
      if (item.duration > 0 && !this.#timers.has(item.id))
        this.#timers.set(
          item.id,
          setTimeout(() => this.#dismiss(item.id), item.duration),
        );
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  #dismiss(id: number): void {
    clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
    this.dispatchEvent(new CustomEvent('dismiss', { detail: id }));
  }

  protected override render() {
    if (this.items.length === 0) return nothing;
    const dismiss = this.t?.t('notify.dismiss') ?? 'Dismiss';
    return html`${this.items.map(
      (
        item,
      ) => html`<div class="toast ${item.type}" role=${item.type === 'error' ? 'alert' : 'status'} data-code=${item.code}>
        ${icon(ICONS[item.type], 16)}
        <span class="text">${item.text}</span>
        <button class="icon" aria-label=${dismiss} title=${dismiss} @click=${() => this.#dismiss(item.id)}>${icon('close', 14)}</button>
      </div>`,
    )}`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-notifications', LpNotifications);

/**
 * `<lp-preview>`: the publish HTML full screen, in a frame sandboxed with `allow-scripts` but not
 * `allow-same-origin` (the page's own scripts may run, never with the editor's origin), at
 * desktop, tablet or mobile width. Without `html` yet (the service is rendering it) it shows a
 * loading status. Escape or the close button closes it (the shell then fires
 * lp-preview-close).
 */
import { html, css, nothing } from 'lit';
import { ShellElement } from '../shell-element.ts';
import { icon } from '../icons.ts';
import { controls } from '../../theme/controls.ts';
import { levelLabelKey, VIEW_DEVICES, viewDevice, type ViewDevice } from '../../context/view-devices.ts';
import { defineElement } from '../define-element.ts';

export class LpPreview extends ShellElement {
  static override properties = { html: { attribute: false }, _device: { state: true } };
  static override styles = [
    controls,
    css`
      :host {
        position: absolute;
        inset: 0;
        z-index: 30;
        display: flex;
        flex-direction: column;
        background: var(--lp-bg);
      }
      header {
        display: flex;
        align-items: center;
        gap: var(--lp-space-2);
        height: var(--lp-bar-height);
        padding: 0 var(--lp-space-3);
        background: var(--lp-surface);
        border-bottom: 1px solid var(--lp-border);
      }
      h2 {
        margin: 0 auto 0 0;
        font-size: 14px;
        font-weight: 600;
      }
      .devices {
        display: flex;
        gap: 2px;
        padding: 2px;
        border-radius: var(--lp-radius);
        background: var(--lp-surface-2);
        border: 1px solid var(--lp-border);
        margin-inline-end: auto;
      }
      .devices button.icon {
        height: 28px;
      }
      .stage {
        flex: 1;
        display: flex;
        justify-content: center;
        padding: var(--lp-space-4);
        background: var(--lp-canvas-bg);
        min-height: 0;
      }
      .loading {
        align-self: center;
        display: flex;
        align-items: center;
        gap: var(--lp-space-2);
        color: var(--lp-text-muted);
        font-size: 13px;
      }
      iframe {
        border: 0;
        background: #fff;
        height: 100%;
        box-shadow: var(--lp-shadow);
        transition: width 160ms ease;
      }
    `,
  ];

  declare html: string | undefined;
  declare _device: ViewDevice;

  constructor() {
    super();
    this.html = undefined;
    this._device = 'desktop';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.#onKey, true);
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>('button[data-control="close"]')?.focus(),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.#onKey, true);
  }

  readonly #onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.#close();
    }
  };

  #close(): void {
    this.dispatchEvent(new Event('close'));
  }

  protected override render() {
    const t = this.shell?.t;
    if (t === undefined) return nothing;
    const { width } = viewDevice(this._device);
    return html`<header role="toolbar" aria-label=${t.t('preview.title')}>
        <h2>${t.t('preview.title')}</h2>
        <div class="devices" role="group">
          ${VIEW_DEVICES.map(({ device, level }) => html`<button class="icon" data-control="device-${device}" aria-label=${t.t(levelLabelKey(level))} title=${t.t(levelLabelKey(level))} aria-pressed=${String(this._device === device)} @click=${() => (this._device = device)}>${icon(device)}</button>`)}
        </div>
        <button data-control="close" @click=${() => this.#close()}>${icon('close', 16)}${t.t('preview.close')}</button>
      </header>
      <div class="stage">
        ${
          this.html === undefined
            ? html`<div class="loading" role="status"><span class="spinner"></span>${t.t('preview.loading')}</div>`
            : html`<iframe title=${t.t('preview.title')} sandbox="allow-scripts allow-popups allow-forms" .srcdoc=${this.html} style="width:${width === undefined ? '100%' : `${width}px`}"></iframe>`
        }
      </div>`;
  }
}

// Under another name when another build of the editor on the page holds this one (define-element.ts).
defineElement('lp-preview', LpPreview);

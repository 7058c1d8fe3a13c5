/**
 * For the layers tree's browser tests and screenshots: `<lp-layers>` mounted on its own, with the
 * shell provided the way `<lp-editor>` provides it (`@lit/context`) around a real EditorStore and a
 * real Translator over the English catalog, in a host carrying the editor's design tokens. The
 * shell's actions the tree never calls (save, preview...) do nothing here.
 */
import { ContextProvider } from '@lit/context';
import type { PageDefinition } from '../../../renderer/index.ts';
import { shellContext, type EditorShell } from '../../context/editor-context.ts';
import type { ViewDevice } from '../../context/view-devices.ts';
import { type Catalog, Translator } from '../../i18n/translator.ts';
import type { Language } from '../../options/languages.ts';
import type { EditorOptions } from '../../options/options-schema.ts';
import { EditorStore } from '../../store/editor-store.ts';
import { tokens } from '../../theme/tokens.ts';
import { tagOf } from '../define-element.ts';
import { LpLayers } from './lp-layers.ts';

export interface LayersKitOptions {
  readonly editable?: boolean;
  readonly theme?: 'dark' | 'light';
  readonly language?: Language;
  /** Texts added to (or replacing) the English catalog's: the layers keys until the catalogs carry them. */
  readonly texts?: Catalog;
  readonly width?: number;
  readonly height?: number;
  readonly device?: ViewDevice;
}

export interface LayersKit {
  readonly host: HTMLElement;
  /** The tree element (a new one after `reopen`). */
  readonly layers: LpLayers;
  readonly store: EditorStore;
  /** The tree's shadow root. */
  root(): ShadowRoot;
  tree(): HTMLElement;
  /** The rendered rows (treeitems), in row order. */
  rows(): HTMLElement[];
  row(uid: string): HTMLElement | null;
  /** Replaces the tree by a new element over the same store, as closing and opening its tab does. */
  reopen(): Promise<void>;
  /** Shows another device, as the top bar's switch does. */
  setDevice(device: ViewDevice): Promise<void>;
  /** Waits until the tree has rendered the latest state (and what scrolling that caused). */
  settle(): Promise<void>;
  cleanup(): void;
}

let english: Promise<Catalog> | undefined;

/** The English catalog, as the service serves it. */
function englishCatalog(): Promise<Catalog> {
  english ??= fetch(new URL('../../i18n/catalogs/en.json', import.meta.url)).then(
    (response) => response.json() as Promise<Catalog>,
  );
  return english;
}

/** Mounts `<lp-layers>` over a store holding `doc`. */
export async function mountLayers(doc: PageDefinition, options: LayersKitOptions = {}): Promise<LayersKit> {
  const catalog = { ...(await englishCatalog()), ...options.texts };
  const t = new Translator(options.language ?? 'en', catalog, undefined, catalog);
  const store = new EditorStore(doc, { editable: options.editable ?? true });
  const host = document.createElement('div');
  if (options.theme === 'light') host.setAttribute('theme', 'light');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [tokens.styleSheet!];
  host.style.cssText = `display: block; width: ${options.width ?? 280}px; height: ${options.height ?? 420}px;`;
  const provider = new ContextProvider(host, { context: shellContext });
  const provide = (device: ViewDevice) => {
    const shell: EditorShell = {
      store,
      t,
      options: {} as EditorOptions,
      device,
      saving: false,
      pending: new Set(),
      setDevice: (next) => provide(next),
      save: async () => undefined,
      preview: () => undefined,
      notify: () => undefined,
      openAddMenu: () => undefined,
      requestPart: async () => undefined,
      partFailure: () => undefined,
      emit: () => undefined,
    };
    provider.setValue(shell);
  };
  provide(options.device ?? 'desktop');
  let layers = document.createElement(tagOf(LpLayers)) as LpLayers;
  const frame = document.createElement('div');
  frame.setAttribute('dir', t.dir);
  frame.style.cssText =
    'height: 100%; font-family: var(--lp-font); color-scheme: var(--lp-color-scheme); background: var(--lp-surface); border: 1px solid var(--lp-border); box-sizing: border-box;';
  frame.append(layers);
  shadow.append(frame);
  document.body.append(host);
  const kit: LayersKit = {
    host,
    get layers() {
      return layers;
    },
    store,
    root: () => layers.shadowRoot!,
    tree: () => layers.shadowRoot!.querySelector<HTMLElement>('[role="tree"]')!,
    rows: () =>
      [...layers.shadowRoot!.querySelectorAll<HTMLElement>('[role="treeitem"]')].sort(
        (a, b) => Number(a.dataset.row) - Number(b.dataset.row),
      ),
    row: (uid) => layers.shadowRoot!.querySelector<HTMLElement>(`[role="treeitem"][data-uid="${CSS.escape(uid)}"]`),
    async reopen() {
      layers.remove();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      layers = document.createElement(tagOf(LpLayers)) as LpLayers;
      frame.append(layers);
      await kit.settle();
    },
    async setDevice(device) {
      provide(device);
      await kit.settle();
    },
    async settle() {
      for (let i = 0; i < 3; i++) {
        await layers.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    cleanup: () => host.remove(),
  };
  await kit.settle();
  return kit;
}

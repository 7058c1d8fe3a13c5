/**
 * For the blocks panel's browser tests: an editor mounted through the public loader (the real
 * service, store and translator) and a `<lp-blocks-panel>` beside it, in a 280 px wide host that
 * provides that editor's shell and theme tokens, as the side panel the editor will mount it in.
 * The editor does not show the panel itself yet, hence the host.
 */
import { ContextProvider } from '@lit/context';
import type { PageDefinition } from '../../../renderer/index.ts';
import { shellContext } from '../../context/editor-context.ts';
import type { EditorOptionsInput } from '../../options/options-schema.ts';
import { tokens } from '../../theme/tokens.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';
import type { ShellElement } from '../shell-element.ts';
import { tagOf } from '../define-element.ts';
import { LpBlocksPanel } from './lp-blocks-panel.ts';

export interface PanelKit {
  readonly mounted: Mounted;
  readonly panel: LpBlocksPanel;
  /** The element around the panel (it provides the shell; `theme` and `dir` go on it). */
  readonly host: HTMLElement;
  /** A tile by its catalog id (`block:image`, `layout:1-2`, `custom:promo`). */
  tile(id: string): HTMLButtonElement | null;
  tiles(selector?: string): HTMLButtonElement[];
  $<T extends Element = HTMLElement>(selector: string): T | null;
  /** Waits for the panel's re-render. */
  settle(): Promise<void>;
  cleanup(): void;
}

export async function panelKit(
  doc: PageDefinition,
  config: Partial<EditorOptionsInput> = {},
  look: { dir?: 'ltr' | 'rtl'; theme?: 'light' | 'dark' } = {},
): Promise<PanelKit> {
  const mounted = await mountEditor(config);
  await mounted.editor.load(doc);
  // A part of the editor's workspace hands over the shell the editor provides.
  await until(() => part<ShellElement>(mounted.element, 'lp-top-bar')?.shell !== undefined, 5000, 'the shell');
  const shell = part<ShellElement>(mounted.element, 'lp-top-bar')!.shell!;
  const host = document.createElement('div');
  host.style.cssText = 'width: 280px; height: 720px; display: block;';
  if (look.dir !== undefined) host.dir = look.dir;
  if (look.theme === 'light') host.setAttribute('theme', 'light');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [tokens.styleSheet!];
  new ContextProvider(host, { context: shellContext, initialValue: shell });
  const panel = document.createElement(tagOf(LpBlocksPanel)) as LpBlocksPanel;
  root.append(panel);
  document.body.append(host);
  await panel.updateComplete;
  const kit: PanelKit = {
    mounted,
    panel,
    host,
    tile: (id) => panel.shadowRoot!.querySelector<HTMLButtonElement>(`.tile[data-entry="${id}"]`),
    tiles: (selector = '') => [...panel.shadowRoot!.querySelectorAll<HTMLButtonElement>(`.tile${selector}`)],
    $: <T extends Element>(selector: string) => panel.shadowRoot!.querySelector<T>(selector),
    async settle() {
      await panel.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    },
    cleanup() {
      host.remove();
      mounted.cleanup();
    },
  };
  return kit;
}

/**
 * For the panel's browser tests: an editor mounted through the public loader with a page, a node
 * selected, and the panel's shadow root to drive its controls, waiting for each re-render.
 */
import type { PageDefinition } from '../../../renderer/index.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { EditorOptionsInput } from '../../options/options-schema.ts';
import { mountEditor, part, until, type Mounted } from '../../testing/mount.ts';
import type { LpSelectionPanel } from './lp-selection-panel.ts';

export interface PanelKit {
  readonly mounted: Mounted;
  /** The panel's translator. */
  t(): Translator;
  /** The panel's shadow root. */
  root(): ShadowRoot;
  /** An element of the panel (light-DOM controls included). */
  $<T extends Element = HTMLElement>(selector: string): T | null;
  $$<T extends Element = HTMLElement>(selector: string): T[];
  /** Selects a node and waits for its panel. */
  select(uid: string): Promise<void>;
  /** Waits until the panel and its controls have rendered the latest state. */
  settle(): Promise<void>;
  /** The node's desktop attributes in the store. */
  attrs(uid: string, key?: 'attributes' | 'mdAttributes' | 'xsAttributes'): Record<string, unknown>;
}

function findNode(nodes: readonly { uid?: string; children?: readonly unknown[] }[] | undefined, uid: string): unknown {
  for (const node of nodes ?? []) {
    if (node.uid === uid) return node;
    const found = findNode(node.children as never, uid);
    if (found) return found;
  }
  return undefined;
}

/** Mounts an editor with `config`, loads `doc` and waits for the panel. */
export async function panelKit(doc: PageDefinition, config: Partial<EditorOptionsInput> = {}): Promise<PanelKit> {
  const mounted = await mountEditor(config);
  await mounted.editor.load(doc);
  const panel = () => part<LpSelectionPanel>(mounted.element, 'lp-selection-panel')!;
  await until(() => panel()?.shadowRoot !== null, 5000, 'the selection panel');
  const kit: PanelKit = {
    mounted,
    t: () => panel().shell!.t,
    root: () => panel().shadowRoot!,
    $: <T extends Element>(selector: string) => kit.root().querySelector<T>(selector),
    $$: <T extends Element>(selector: string) => [...kit.root().querySelectorAll<T>(selector)],
    async select(uid) {
      mounted.element.store.select(uid);
      await kit.settle();
      await until(() => kit.$(`[data-field]`) !== null, 3000, `the fields of ${uid}`);
    },
    async settle() {
      for (let i = 0; i < 3; i++) {
        await panel().updateComplete;
        for (const control of kit.$$<HTMLElement & { updateComplete: Promise<unknown> }>('.lp-control'))
          await control.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    attrs(uid, key = 'attributes') {
      const node = findNode(mounted.element.store.state.doc.children as never, uid) as Record<string, unknown>;
      return (node?.[key] ?? {}) as Record<string, unknown>;
    },
  };
  return kit;
}

/** Sets an input's or a select's value and fires what a user's edit fires. */
export function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string, leave = true): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  if (leave) input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

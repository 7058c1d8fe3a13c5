/**
 * A rich-text edit in the real editor for browser tests: mounts an editor on one text, starts
 * its inline edit, and reaches the toolbar's controls (in the bar or behind "More") and the
 * engine's selection by text.
 */
import { expect } from 'chai';
import { TextSelection } from 'prosemirror-state';
import type { EditorOptionsInput } from '../../options/options-schema.ts';
import type { TemplateNode } from '../../../renderer/index.ts';
import { page, section, column, text } from '../../../renderer/testing/builders.ts';
import { locate } from '../../store/tree.ts';
import { mountEditor, type Mounted } from '../../testing/mount.ts';
import type { LpRichTextToolbar } from '../lp-rich-text-toolbar.ts';
import type { RichEdit } from '../rich-edit.ts';

/** One mounted editor whose page holds the text `t1`. */
export interface RichKit {
  readonly mounted: Mounted;
  /** The text `t1` with `content` (and `attributes`), loaded afresh. */
  load(content: string, attributes?: Record<string, string>): Promise<void>;
  /** Starts editing `t1` and selects all of its text (or puts the caret at its end). */
  start(select?: 'all' | 'end'): Promise<void>;
  /** The stored content of `t1`. */
  stored(): string;
  /** The stored node `t1`. */
  node(): TemplateNode;
  engine(): RichEdit;
  toolbar(): LpRichTextToolbar;
  /** A control of the toolbar, in the bar or behind "More" (opened for it). */
  control<E extends Element>(selector: string): Promise<E>;
  click(action: string): Promise<void>;
  /** Picks `value` in the select `selector`, as the user does. */
  choose(selector: string, value: string): Promise<void>;
  /** Puts the caret inside the first occurrence of `needle` (after its first character), or at the end of its block. */
  caretIn(needle: string, where?: 'inside' | 'block-end'): Promise<void>;
  cleanup(): void;
}

export async function richKit(config: Partial<EditorOptionsInput> = {}): Promise<RichKit> {
  const mounted = await mountEditor(config);
  const edit = () => mounted.element.canvas!.inlineEdit!;
  const toolbar = () => edit().toolbar as LpRichTextToolbar;
  const bar = () => toolbar().shadowRoot!;
  const engine = () => edit().engine!;
  const node = () => locate<TemplateNode>(mounted.element.store.state.doc, 't1')!.node;
  const control = async <E extends Element>(selector: string): Promise<E> => {
    if (bar().querySelector(selector) === null) {
      bar().querySelector<HTMLButtonElement>('[data-action="more"]')!.click();
      await toolbar().updateComplete;
    }
    return bar().querySelector<E>(selector)!;
  };
  return {
    mounted,
    async load(content, attributes = {}) {
      await mounted.editor.load(
        page(section({ uid: 's1' }, column({ uid: 'c1' }, text(content, { uid: 't1', attributes })))),
      );
    },
    async start(select = 'all') {
      expect(mounted.element.canvas!.startInline('t1')).to.equal(true);
      expect(await edit().ready, 'the engine started').to.equal(true);
      await toolbar().updateComplete;
      const frame = mounted.element.canvas!.frameDocument!;
      const selection = frame.getSelection()!;
      selection.selectAllChildren(edit().element);
      if (select === 'end') selection.collapseToEnd();
      await new Promise((resolve) => setTimeout(resolve, 30)); // the view reads the DOM selection
    },
    stored: () => node().content ?? '',
    node,
    engine,
    toolbar,
    control,
    async click(action) {
      (await control<HTMLButtonElement>(`[data-action="${action}"]`)).click();
      await toolbar().updateComplete;
    },
    async choose(selector, value) {
      const select = await control<HTMLSelectElement>(selector);
      select.value = value;
      select.dispatchEvent(new Event('change'));
      await toolbar().updateComplete;
    },
    async caretIn(needle, where = 'inside') {
      const view = engine().view;
      let at = -1;
      view.state.doc.descendants((child, pos) => {
        if (at >= 0 || !child.isText) return;
        const index = child.text!.indexOf(needle);
        if (index >= 0) at = pos + index + 1;
      });
      expect(at, `"${needle}" in the text`).to.be.greaterThan(-1);
      if (where === 'block-end') at = view.state.doc.resolve(at).end();
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, at)));
      await toolbar().updateComplete;
    },
    cleanup: () => mounted.cleanup(),
  };
}

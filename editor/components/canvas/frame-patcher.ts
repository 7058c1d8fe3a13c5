/**
 * Keeps the canvas frame's document equal to the latest edit-mode render without reloading it:
 * only sections whose markup changed are replaced, sections that moved are moved, only the
 * stylesheet's rules that changed are replaced (css-rules.ts), font links when they changed. Scroll position, images already loaded and
 * untouched authored frames stay as they are. A change of the document shell (`lang`, `dir`)
 * asks for a full reload instead.
 */
import type { CanvasRender } from '../../../renderer/index.ts';
import { patchRules, sameRules } from './css-rules.ts';

/** What a patch did. */
export interface PatchResult {
  /** The shell changed: the caller reloads the frame with `render.html`. */
  readonly reload: boolean;
}

/** Applies renders to one frame document. */
export class FramePatcher {
  #sections = new Map<string, string>();
  #rules: readonly string[] = [];
  #fonts = '';
  #shell = '';

  constructor(readonly doc: Document) {}

  /** Records a render whose HTML the frame was just loaded with. */
  adopt(render: CanvasRender): void {
    this.#sections = new Map(
      render.sections.flatMap(({ uid, html }) => (uid === undefined ? [] : [[uid, html] as const])),
    );
    this.#rules = render.cssRules;
    this.#fonts = render.fontStylesheets.join('\n');
    this.#shell = render.shell;
  }

  /**
   * Brings the frame to `render`. `keep` is the uid of a section being edited inline: its element
   * stays (the user's caret is in it) and it is compared again on the next patch.
   */
  patch(render: CanvasRender, keep?: string): PatchResult {
    if (render.shell !== this.#shell) return { reload: true };
    const doc = this.doc;
    const main = doc.querySelector('main.lp-page');
    const style = doc.head.querySelector('style');
    if (main === null || style === null) return { reload: true };

    // Unchanged rules are the very same strings (the section memo replays them): comparing the
    // lists is cheap, and the stylesheet's text is written out only if the CSSOM refuses a patch.
    const rules = render.cssRules;
    if (!sameRules(rules, this.#rules)) {
      if (style.sheet === null || !patchRules(style.sheet, this.#rules, rules)) style.textContent = `\n${render.css}\n`;
      this.#rules = rules;
    }
    const fonts = render.fontStylesheets.join('\n');
    if (fonts !== this.#fonts) {
      for (const link of [...doc.head.querySelectorAll('link[rel="stylesheet"]')]) link.remove();
      for (const href of render.fontStylesheets) {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        style.before(link);
      }
      this.#fonts = fonts;
    }

    const existing = new Map<string, Element>();
    for (const child of main.children) {
      const uid = child.getAttribute('data-lp-uid');
      if (uid !== null) existing.set(uid, child);
    }
    const wanted: Element[] = [];
    const next = new Map<string, string>();
    for (const { uid, html } of render.sections) {
      const current = uid === undefined ? undefined : existing.get(uid);
      if (uid !== undefined && current !== undefined && (uid === keep || this.#sections.get(uid) === html)) {
        wanted.push(current);
        next.set(uid, uid === keep ? (this.#sections.get(uid) ?? '') : html);
        continue;
      }
      const element = this.#element(html);
      if (current !== undefined) current.replaceWith(element);
      wanted.push(element);
      if (uid !== undefined) next.set(uid, html);
    }
    // Order: put each wanted element at its index, then drop what is left over.
    for (let index = 0; index < wanted.length; index++) {
      const element = wanted[index]!;
      if (main.children[index] !== element) main.insertBefore(element, main.children[index] ?? null);
    }
    while (main.children.length > wanted.length) main.lastElementChild!.remove();
    this.#sections = next;
    return { reload: false };
  }

  /** Forgets what a section showed (its DOM was edited in place): the next patch replaces it. */
  invalidate(uid: string | undefined): void {
    if (uid !== undefined) this.#sections.set(uid, '');
  }

  #element(html: string): Element {
    const template = this.doc.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild ?? this.doc.createElement('section');
  }
}

/**
 * The link editor opened on a link in the middle of a paragraph of several lines, with another
 * text above it: no edge of the popover runs across a line of either text (it hung from the bar
 * and, with no room above the bar, opened down over the text, its edge through a line), it
 * covers none of the paragraph's lines when the canvas has room elsewhere, it hides none of the
 * link, it stays inside the canvas and it lines up with the link's start, mirrored right to left.
 */
import { expect } from 'chai';
import type { EditorOptionsInput } from '../options/options-schema.ts';
import { page, section, column, text } from '../../renderer/testing/builders.ts';
import { richKit, type RichKit } from './testing/rich-kit.ts';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const INTRO = `<p>${'Plan the week with the whole team in one place, and see who does what next. '.repeat(3)}</p>`;
const PARAGRAPH = `<p>${'Boards for the day and timelines for the quarter keep every project moving. '.repeat(3)}Read the <a href="https://x.com/terms">terms of the service</a> first. ${'Updates reach everyone the moment they happen, wherever they work from. '.repeat(3)}</p>`;

describe('rich text link editor placement', () => {
  let kit: RichKit;
  afterEach(() => kit.cleanup());

  async function open(config: Partial<EditorOptionsInput> = {}): Promise<void> {
    kit = await richKit(config);
    await kit.mounted.editor.load(
      page(section({ uid: 's1' }, column({ uid: 'c1' }, text(INTRO, { uid: 't0' }), text(PARAGRAPH, { uid: 't1' })))),
    );
    await kit.start();
    await kit.caretIn('terms');
    await kit.click('link');
    await kit.toolbar().updateComplete;
    // Placed again while the canvas settles (its width follows the panels' as they lay out): the
    // place it keeps is the one measured.
    let last = '';
    for (let still = 0, frames = 0; still < 5 && frames < 120; frames++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = popover();
      const now = `${box.left},${box.top},${kit.toolbar().offsetParent!.getBoundingClientRect().width}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  }

  /** The lines of the frame's element `uid` in the page's coordinates: its text's boxes, one per line. */
  function lines(uid: string, within?: string): Box[] {
    const frame = kit.mounted.element.canvas!.frameElement!;
    const outer = frame.getBoundingClientRect();
    const scale = outer.width / frame.offsetWidth;
    const root = kit.mounted.element.canvas!.frameDocument!.querySelector(`[data-lp-uid="${uid}"]`)!;
    const scope = within === undefined ? root : root.querySelector(within)!;
    const walker = scope.ownerDocument.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const merged: Box[] = [];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const range = scope.ownerDocument.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        const box = {
          top: outer.top + rect.top * scale,
          bottom: outer.top + rect.bottom * scale,
          left: outer.left + rect.left * scale,
          right: outer.left + rect.right * scale,
        };
        // Fragments of one line (text nodes split by the link) share most of their height.
        const line = merged.find(
          (other) => Math.min(other.bottom, box.bottom) - Math.max(other.top, box.top) > (box.bottom - box.top) / 2,
        );
        if (line === undefined) merged.push(box);
        else
          Object.assign(line, {
            top: Math.min(line.top, box.top),
            bottom: Math.max(line.bottom, box.bottom),
            left: Math.min(line.left, box.left),
            right: Math.max(line.right, box.right),
          });
      }
    }
    return merged.sort((a, b) => a.top - b.top);
  }

  const popover = (): DOMRect => kit.toolbar().shadowRoot!.querySelector('form.link-editor')!.getBoundingClientRect();
  const meets = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
  /** Whether `line` is cut by `box`: they meet, and the line is not wholly inside the box's height. */
  const cut = (box: Box, line: Box) => meets(box, line) && !(box.top <= line.top && box.bottom >= line.bottom);

  function expectClear(): { box: DOMRect; link: Box[] } {
    const box = popover();
    const paragraph = lines('t1');
    expect(paragraph.length, 'the paragraph runs over several lines').to.be.greaterThan(3);
    for (const line of paragraph)
      expect(cut(box, line), `a line of the paragraph at ${Math.round(line.top)} px is cut`).to.equal(false);
    expect(paragraph.filter((line) => meets(box, line)).length, 'lines of the paragraph covered').to.equal(0);
    for (const line of lines('t0'))
      expect(cut(box, line), `a line of the text above at ${Math.round(line.top)} px is cut`).to.equal(false);
    const link = lines('t1', 'a');
    for (const part of link) expect(meets(box, part), 'the link is hidden').to.equal(false);
    const overlay = kit.toolbar().offsetParent!.getBoundingClientRect();
    expect(box.top).to.be.at.least(overlay.top);
    expect(box.bottom).to.be.at.most(overlay.bottom);
    expect(box.left).to.be.at.least(overlay.left);
    expect(box.right).to.be.at.most(overlay.right);
    return { box, link };
  }

  it('cuts no line of the text and lines up with the link', async () => {
    await open();
    const { box, link } = expectClear();
    const overlay = kit.toolbar().offsetParent!.getBoundingClientRect();
    // At the link's start, unless that would reach past the canvas's end.
    const expected = Math.max(overlay.left + 8, Math.min(link[0]!.left, overlay.right - 8 - box.width));
    expect(box.left).to.be.closeTo(expected, 1.5);
  });

  it('is mirrored in a right-to-left editor', async () => {
    await open({ language: 'ar' });
    const { box, link } = expectClear();
    const overlay = kit.toolbar().offsetParent!.getBoundingClientRect();
    const expected = Math.min(overlay.right - 8, Math.max(link[0]!.right, overlay.left + 8 + box.width));
    expect(box.right).to.be.closeTo(expected, 1.5);
  });
});

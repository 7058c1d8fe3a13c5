import { expect } from 'chai';
import { renderPage } from '../index.ts';
import { block, pageWith } from '../testing/builders.ts';
import { loadInFrame } from '../testing/frame.ts';

declare global {
  interface Window {
    lpAuthoredRan?: string[];
  }
}

/** Authored markup that reports to the top window every way it can run. */
const probe = (kind: string) =>
  `<script>top.lpAuthoredRan = (top.lpAuthoredRan || []).concat('${kind}:script')</script>` +
  `<img src="data:," onerror="top.lpAuthoredRan = (top.lpAuthoredRan || []).concat('${kind}:onerror')">`;

const page = pageWith(
  block('html', { uid: 'h', content: probe('html') }),
  block('raw', { uid: 'r', content: probe('raw') }),
  block('custom-raw', { uid: 'c', content: probe('custom-raw') }),
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('authored markup isolation in a real browser', () => {
  beforeEach(() => {
    window.lpAuthoredRan = [];
  });

  it('runs on the published page (the blocks are for scripts and widgets)', async () => {
    const loaded = await loadInFrame(renderPage(page).html, 800);
    await settle();
    expect(window.lpAuthoredRan).to.include.members(['html:script', 'raw:script', 'custom-raw:script']);
    loaded.remove();
  });

  it('never runs while editing, even when the canvas frame itself allows scripts', async () => {
    const loaded = await loadInFrame(renderPage(page, { mode: 'edit' }).html, 800);
    await settle();
    expect(window.lpAuthoredRan).to.deep.equal([]);
    const frames = loaded.doc.querySelectorAll('iframe.lp-frame');
    expect(frames).to.have.length(3);
    // The markup is there to see, statically, in its frame.
    const inner = (frames[0] as HTMLIFrameElement).contentDocument;
    expect(inner?.querySelector('img')).to.not.equal(null);
    loaded.remove();
  });
});

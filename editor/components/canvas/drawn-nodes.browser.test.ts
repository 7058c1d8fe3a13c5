/**
 * drawn-nodes.ts answers "which node is drawn here" from boxes, for the node toolbar's placement,
 * instead of hit tests. Across real pages (the example landing page and every kind's fixture) it
 * must agree with the frame's own hit test (`elementFromPoint`, then the nearest node) at every
 * point of a grid over the view, in a band around each of several nodes.
 */
import { expect } from 'chai';
import { KIND_FIXTURES } from '../../../renderer/blocks/fixtures.ts';
import type { PageDefinition } from '../../../renderer/index.ts';
import { canvasSettled, mountEditor, until, type Mounted } from '../../testing/mount.ts';
import { DrawnNodes } from './drawn-nodes.ts';

/**
 * Whether (x, y) is where the two answers may differ: within a pixel of `element`'s box's edge
 * (the hit test snaps to pixels) or in one of its rounded corners (the hit test follows the curve,
 * the box does not; a toolbar's probe point there hides a corner's sliver at most).
 */
function edge(element: Element | undefined, x: number, y: number): boolean {
  if (element === undefined) return false;
  const r = element.getBoundingClientRect();
  const dx = Math.min(Math.abs(x - r.left), Math.abs(x - r.right));
  const dy = Math.min(Math.abs(y - r.top), Math.abs(y - r.bottom));
  if (dx <= 1 || dy <= 1) return true;
  const radius = Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0;
  return dx < radius && dy < radius;
}

/** Every kind's fixture page's sections, in one page. */
function kindsPage(): PageDefinition {
  const pages = Object.values(KIND_FIXTURES);
  return { ...pages[0]!, children: pages.flatMap((page) => page.children ?? []) } as PageDefinition;
}

describe('drawn nodes (the toolbar placement reads boxes, not hit tests)', () => {
  let mounted: Mounted;
  let example: PageDefinition;
  before(async () => {
    example = (await (await fetch('/examples/landing-page.json')).json()) as PageDefinition;
  });
  beforeEach(async () => {
    mounted = await mountEditor();
  });
  afterEach(() => mounted.cleanup());

  /** Loads `page` and waits for the frame to draw it; the frame's document. */
  async function shown(page: PageDefinition): Promise<Document> {
    await mounted.editor.load(page);
    await canvasSettled(mounted.element);
    const frameDocument = () => mounted.element.canvas?.frameDocument ?? undefined;
    await until(() => (frameDocument()?.querySelectorAll('[data-lp-uid]').length ?? 0) > 3, 5000, 'the page drawn');
    return frameDocument()!;
  }

  /** Compares both answers on a 9 px grid over the band around each of up to `count` nodes in view; the number of points compared. */
  async function compare(page: PageDefinition, count: number): Promise<number> {
    const doc = await shown(page);
    const win = doc.defaultView!;
    const nodes = [...doc.querySelectorAll('[data-lp-uid]')];
    let compared = 0;
    let edges = 0;
    const step = Math.max(1, Math.floor(nodes.length / count));
    for (let i = 0; i < nodes.length; i += step) {
      const node = nodes[i]!;
      node.scrollIntoView({ block: 'center' });
      const box = node.getBoundingClientRect();
      const top = box.top - 80;
      const bottom = box.bottom + 80;
      const drawn = new DrawnNodes(node, top, bottom);
      for (let y = Math.max(0, top); y < Math.min(bottom, win.innerHeight); y += 9)
        for (let x = 0; x < win.innerWidth; x += 9) {
          const hit = doc.elementFromPoint(x, y)?.closest('[data-lp-uid]') ?? undefined;
          const answer = drawn.at(x, y);
          if (answer !== hit && !(edge(answer, x, y) || edge(hit, x, y)))
            expect.fail(
              `at ${x},${y} near ${node.getAttribute('data-lp-uid')}: the hit test finds ${hit?.getAttribute('data-lp-uid')}, the boxes ${answer?.getAttribute('data-lp-uid')}`,
            );
          if (answer !== hit) edges++;
          compared++;
        }
    }
    // Edges and corners are a sliver of the page.
    expect(edges).to.be.below(compared / 50);
    return compared;
  }

  it('agrees with the hit test on the example landing page', async () => {
    expect(await compare(example, 24)).to.be.above(2000);
  });

  it("agrees with the hit test on every kind's fixture", async () => {
    expect(await compare(kindsPage(), 40)).to.be.above(2000);
  });

  it('answers nothing outside the frame’s view', async () => {
    const doc = await shown(example);
    const node = doc.querySelector('[data-lp-uid]')!;
    const drawn = new DrawnNodes(node, -500, 5000);
    const win = doc.defaultView!;
    expect(drawn.at(10, 10)).to.not.equal(undefined);
    expect(drawn.at(-1, 10)).to.equal(undefined);
    expect(drawn.at(10, win.innerHeight + 1)).to.equal(undefined);
  });
});

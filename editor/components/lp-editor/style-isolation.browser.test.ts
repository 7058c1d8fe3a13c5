/**
 * No inherited host style reaches the editor's UI. The test finds every inherited CSS property
 * Chromium knows (each property it lists, set to an odd value on a parent, and kept if a child
 * takes it), sets all of them on the editor's container and, with `!important`, on every element
 * of the host page (`*` reaches `<lp-editor>` itself), then compares the computed value of each of
 * them on every element of the editor's UI with an editor on a plain page.
 *
 * `visibility` is the one inherited property that passes through on purpose: a host hides a
 * container with it, and the editor must hide with its container (docs/editor-api.md).
 */
import { expect } from 'chai';
import { mountEditor, type Mounted } from '../../testing/mount.ts';

/** Values to try on each property; the first one the browser accepts and a child inherits is used. */
const CANDIDATES = [
  '7px',
  '0.37',
  '3',
  '5',
  'rgb(1, 2, 3)',
  'italic',
  'oblique 20deg',
  'uppercase',
  'small-caps',
  '900',
  'bold',
  'condensed',
  'pre',
  'nowrap',
  'preserve',
  'break-all',
  'anywhere',
  'loose',
  'auto',
  'none',
  'rtl',
  'vertical-rl',
  'upright',
  'sideways',
  'right',
  'justify',
  'end',
  'inside',
  'square',
  'upper-roman',
  'crosshair',
  'collapse',
  'bottom',
  'hide',
  'evenodd',
  'round',
  'bevel',
  'stroke',
  'optimizeSpeed',
  'geometricPrecision',
  'crispEdges',
  'pixelated',
  'under',
  'from-image',
  'exact',
  'linearRGB',
  'central',
  'hanging',
  'compact',
  'super',
  'read-write',
  'antialiased',
  'transparent',
  'Papyrus, fantasy',
  '"«" "»"',
  '"~"',
  '4 2 2',
  '3px 1px',
  '2px 2px 0 rgb(1, 2, 3)',
  'filled triangle',
  '"smcp"',
  '"wght" 700',
  'dark',
  'tabular-nums',
  'no-common-ligatures',
  'ruby',
  'historical-forms',
  'all',
  'balance',
  'space-all',
  'no-autospace',
  'standard',
  'inert',
  'text',
  'manual',
  'keep-all',
  'url("data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E")',
  'url(#lp-marker)',
  '50%',
  'emoji',
  'economy',
  'mixed',
  'strict',
  'visual',
];

/** Inherited properties that do not leave the host on purpose. */
const PASS_THROUGH = new Set(['visibility']);

/** Every inherited property with an odd value a child takes, found in this browser. */
function inheritedProperties(): Map<string, string> {
  const parent = document.createElement('div');
  const child = document.createElement('div');
  parent.append(child);
  // Not rendered: the child's computed values stay computed values (a width is `auto`, not the
  // parent's width in pixels), so only inheritance changes them.
  parent.style.display = 'none';
  document.body.append(parent);
  const found = new Map<string, string>();
  try {
    const names = [...getComputedStyle(document.documentElement)].filter(
      (name) => !name.startsWith('--') && name !== 'display',
    );
    for (const name of names) {
      const before = getComputedStyle(child).getPropertyValue(name);
      for (const value of CANDIDATES) {
        if (!CSS.supports(name, value)) continue;
        parent.style.setProperty(name, value);
        const after = getComputedStyle(child).getPropertyValue(name);
        parent.style.removeProperty(name);
        if (after !== before) {
          found.set(name, value);
          break;
        }
      }
    }
  } finally {
    parent.remove();
  }
  return found;
}

/** Every element of the editor's UI, in document order, through its shadow roots (not the canvas frame's document). */
function uiElements(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot) => {
    for (const child of node.children) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(root.shadowRoot!);
  return out;
}

/** The computed values of `names` on every element of the UI. */
function snapshot(element: Element, names: readonly string[]): { path: string; values: Record<string, string> }[] {
  return uiElements(element).map((node) => {
    const style = getComputedStyle(node);
    return {
      path: `${node.localName}${node.className && typeof node.className === 'string' ? `.${node.className.trim().replace(/\s+/g, '.')}` : ''}`,
      values: Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
    };
  });
}

describe('<lp-editor> style isolation', () => {
  const mounted: Mounted[] = [];
  let style: HTMLStyleElement | undefined;
  afterEach(() => {
    for (const one of mounted.splice(0)) one.cleanup();
    style?.remove();
  });

  it('finds the inherited properties it sets (the ones issue 12 names among them)', () => {
    const inherited = inheritedProperties();
    for (const name of [
      'letter-spacing',
      'text-transform',
      'font-style',
      'word-spacing',
      'white-space-collapse',
      'text-indent',
      'font-size',
      'cursor',
      'color',
      'line-height',
      'writing-mode',
      'text-shadow',
      'visibility',
    ]) {
      expect(inherited.has(name), name).to.equal(true);
    }
    expect(inherited.size).to.be.greaterThan(100);
  });

  it('no inherited host style reaches any element of the UI', async () => {
    const inherited = inheritedProperties();
    const names = [...inherited.keys()].filter((name) => !PASS_THROUGH.has(name));
    const plain = await mountEditor();
    mounted.push(plain);
    const expected = snapshot(plain.element, names);

    const declarations = [...inherited]
      .filter(([name]) => !PASS_THROUGH.has(name))
      .map(([name, value]) => `${name}: ${value}`);
    style = document.createElement('style');
    style.textContent = `.hostile { ${declarations.join('; ')} } .hostile * { ${declarations.map((line) => `${line} !important`).join('; ')} }`;
    document.head.append(style);
    const hostile = await mountEditor();
    mounted.push(hostile);
    hostile.host.classList.add('hostile');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // The host's own box takes the styles: the test is only meaningful if they apply there.
    expect(getComputedStyle(hostile.host).letterSpacing).to.equal('7px');
    const actual = snapshot(hostile.element, names);
    expect(actual.length).to.equal(expected.length);
    const leaks: string[] = [];
    actual.forEach((node, index) => {
      for (const name of names) {
        if (node.values[name] !== expected[index]!.values[name])
          leaks.push(`${node.path} ${name}: ${node.values[name]} (plain page: ${expected[index]!.values[name]})`);
      }
    });
    const leakedProperties = [...new Set(leaks.map((line) => line.split(' ')[1]))];
    expect(leakedProperties, leaks.slice(0, 30).join('\n')).to.deep.equal([]);
  });

  it('visibility passes through: a hidden container hides the editor', async () => {
    const one = await mountEditor();
    mounted.push(one);
    one.host.style.visibility = 'hidden';
    const save = one.element
      .shadowRoot!.querySelector('lp-top-bar')!
      .shadowRoot!.querySelector('[data-control="save"]')!;
    expect(getComputedStyle(save).visibility).to.equal('hidden');
  });

  it('the hidden attribute hides the element', async () => {
    const one = await mountEditor();
    mounted.push(one);
    one.element.hidden = true;
    expect(getComputedStyle(one.element).display).to.equal('none');
  });

  it('the host sets the minimum height and width through custom properties', async () => {
    const one = await mountEditor();
    mounted.push(one);
    expect(getComputedStyle(one.element).minHeight).to.equal('480px');
    expect(getComputedStyle(one.element).minWidth).to.equal('600px');
    one.element.style.setProperty('--lp-min-height', '200px');
    one.element.style.setProperty('--lp-min-width', '0px');
    expect(getComputedStyle(one.element).minHeight).to.equal('200px');
    expect(getComputedStyle(one.element).minWidth).to.equal('0px');
  });
});

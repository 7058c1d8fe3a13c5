/**
 * The clipboard format read as hostile input: what another editor wrote comes back as it was;
 * text that is not ours, too large, too deep, of unknown kinds, with bad attributes or
 * prototype-pollution keys is refused (or defused) before anything could be inserted, and script
 * in pasted content stays out of the rendered page.
 */
import { expect } from 'chai';
import { renderPage, type TemplateNode } from '../../renderer/index.ts';
import { column, image, page, section, text } from '../../renderer/testing/builders.ts';
import {
  CLIPBOARD_LIMITS,
  CLIPBOARD_MARKER,
  clipboardHtml,
  nestingOver,
  readClipboard,
  writeClipboard,
  type ClipboardRead,
} from './clipboard-format.ts';

const payload = (nodes: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ [CLIPBOARD_MARKER]: 1, version: 2, nodes, ...extra });

function expectProblem(read: ClipboardRead, problem: string): string | undefined {
  expect(read.ok, JSON.stringify(read).slice(0, 300)).to.equal(false);
  if (read.ok) return undefined;
  expect(read.problem).to.equal(problem);
  return read.detail;
}

function expectNodes(read: ClipboardRead): readonly TemplateNode[] {
  expect(read.ok, JSON.stringify(read).slice(0, 300)).to.equal(true);
  return read.ok ? read.payload.nodes : [];
}

describe('clipboard format', () => {
  it('reads back what it wrote: a block, a column, a synced section with its container', () => {
    const block = text('<p>Hi</p>', {
      uid: 't1',
      attributes: { color: '#ff0000' },
      mdAttributes: { color: '#00ff00' },
    });
    const read = readClipboard(writeClipboard([block]));
    expect(expectNodes(read)).to.deep.equal([block]);
    expect(read.ok && read.payload.role).to.equal('block');
    const col = column({ uid: 'c1' }, text('<p>a</p>', { uid: 'a' }), image('https://example.com/a.png', { uid: 'i' }));
    const readColumn = readClipboard(writeClipboard([col]));
    expect(expectNodes(readColumn)).to.deep.equal([col]);
    expect(readColumn.ok && readColumn.payload.count).to.equal(3);
    const synced = { ...section({ uid: 's1' }, col), syncedId: 42, container: { tagName: 'container', uid: 'k' } };
    const readSection = readClipboard(writeClipboard([synced]));
    expect(expectNodes(readSection)).to.deep.equal([synced]);
    expect(readSection.ok && readSection.payload.count).to.equal(5);
  });

  it('reads several nodes of one role, and brings an older format version up to date', () => {
    const nodes = [text('<p>a</p>'), text('<p>b</p>')];
    expect(expectNodes(readClipboard(payload(nodes, { version: 1 })))).to.deep.equal(nodes);
    expect(expectNodes(readClipboard(payload(nodes, { version: undefined })))).to.deep.equal(nodes);
  });

  it('calls text, HTML and other JSON foreign', () => {
    for (const foreign of [
      '',
      'Hello',
      '<p>Hello</p>',
      '[1, 2]',
      '{"nodes": []}',
      JSON.stringify({ tagName: 'page', children: [] }),
      `"${CLIPBOARD_MARKER}"`,
      JSON.stringify({ [CLIPBOARD_MARKER]: 2, nodes: [text('<p>x</p>')] }),
      JSON.stringify({ [CLIPBOARD_MARKER]: '1', nodes: [text('<p>x</p>')] }),
      // The marker only in an inherited place is not the marker.
      `{"__proto__": {"${CLIPBOARD_MARKER}": 1}, "nodes": [{"tagName": "text"}]}`,
    ])
      expectProblem(readClipboard(foreign), 'foreign');
  });

  it('refuses invalid JSON and payloads without nodes, saying why', () => {
    expect(expectProblem(readClipboard(`{"${CLIPBOARD_MARKER}": 1, "nodes": [`), 'invalid')).to.be.a('string');
    expect(expectProblem(readClipboard(payload([])), 'invalid')).to.match(/nodes/);
    expect(expectProblem(readClipboard(payload('text')), 'invalid')).to.match(/nodes/);
    expect(expectProblem(readClipboard(payload([{ content: 'x' }])), 'invalid')).to.match(/tagName/);
    expect(expectProblem(readClipboard(payload([null])), 'invalid')).to.match(/tagName/);
  });

  it('refuses text past the size limit before parsing it', () => {
    const huge = payload([text(`<p>${'x'.repeat(CLIPBOARD_LIMITS.maxTextLength)}</p>`)]);
    const started = performance.now();
    expectProblem(readClipboard(huge), 'too-large');
    expect(performance.now() - started).to.be.below(50);
  });

  it('refuses deep nesting without overflowing the stack, while brackets inside strings do not count', () => {
    const deep = `{"${CLIPBOARD_MARKER}": 1, "nodes": [${'['.repeat(500_000)}${']'.repeat(500_000)}]}`;
    expectProblem(readClipboard(deep), 'too-large');
    const nested = (depth: number): unknown =>
      depth === 0 ? {} : { tagName: 'column', children: [nested(depth - 1)] };
    expectProblem(readClipboard(payload([nested(40)])), 'too-large');
    const brackets = text(`<p>${'[{'.repeat(5000)} "quoted \\" ]]</p>`);
    expect(expectNodes(readClipboard(writeClipboard([brackets])))).to.deep.equal([brackets]);
    expect(nestingOver('{"a": "[[[[[\\"[[["}', 2)).to.equal(false);
    expect(nestingOver('{"a": [[[]]]}', 3)).to.equal(true);
  });

  it('refuses more nodes than it pastes at once', () => {
    const many = Array.from({ length: CLIPBOARD_LIMITS.maxNodes + 1 }, () => ({ tagName: 'spacer' }));
    expectProblem(readClipboard(payload(many)), 'too-large');
    const wide = column(...Array.from({ length: CLIPBOARD_LIMITS.maxNodes }, () => ({ tagName: 'spacer' })));
    expectProblem(readClipboard(payload([wide])), 'too-large');
  });

  it('refuses unknown kinds, however they are named', () => {
    for (const tagName of ['script', 'iframe', '__proto__', 'constructor', 'toString', 'TEXT', ''])
      expect(
        expectProblem(readClipboard(payload([{ tagName, content: '<script>alert(1)</script>' }])), 'unknown-kind'),
      ).to.equal(tagName);
    // Below a known kind the renderer's schema refuses it.
    expectProblem(readClipboard(payload([column({ tagName: 'script' } as never)])), 'invalid');
  });

  it('refuses the page, a lone container and mixed roles', () => {
    expectProblem(readClipboard(payload([page(section())])), 'not-pastable');
    expectProblem(readClipboard(payload([{ tagName: 'container' }])), 'not-pastable');
    expectProblem(readClipboard(payload([section(), text('<p>x</p>')])), 'not-pastable');
  });

  it('refuses nodes the schema refuses: bad attributes, a section in a column, a newer format', () => {
    expect(
      expectProblem(readClipboard(payload([text('<p>x</p>', { attributes: { hidden: 'yes' } })])), 'invalid'),
    ).to.match(/hidden/);
    expect(
      expectProblem(
        readClipboard(payload([text('<p>x</p>', { attributes: { color: 'red;background:url(x)' } })])),
        'invalid',
      ),
    ).to.match(/color/);
    expectProblem(readClipboard(payload([column(section() as never)])), 'invalid');
    expectProblem(readClipboard(payload([text('<p>x</p>', { uid: 'u'.repeat(10_000) })])), 'invalid');
    expectProblem(readClipboard(payload([text('<p>x</p>')], { version: 99 })), 'invalid');
    expectProblem(readClipboard(payload([{ ...section(), syncedId: { id: 1 } }])), 'invalid');
  });

  it('drops __proto__ keys wherever they are, and pollutes nothing', () => {
    const hostile = `{"${CLIPBOARD_MARKER}": 1, "nodes": [{"tagName": "text", "content": "<p>x</p>",
      "__proto__": {"polluted": 1, "children": [{"tagName": "section"}]},
      "attributes": {"__proto__": {"polluted": 1, "color": "red"}, "color": "#123456"}}]}`;
    const [node] = expectNodes(readClipboard(hostile));
    expect(Object.hasOwn(node!, '__proto__')).to.equal(false);
    expect(Object.getPrototypeOf(node)).to.equal(Object.prototype);
    expect(Object.hasOwn(node!.attributes!, '__proto__')).to.equal(false);
    expect(Object.getPrototypeOf(node!.attributes)).to.equal(Object.prototype);
    expect(node!.attributes).to.deep.equal({ color: '#123456' });
    expect(node!.children).to.equal(undefined);
    expect(({} as { polluted?: unknown }).polluted).to.equal(undefined);
  });

  it('drops children smuggled into a block, which the schema does not look at', () => {
    const smuggled = { ...text('<p>x</p>'), children: [section(column(text('<p>hidden</p>')))] };
    const [node] = expectNodes(readClipboard(payload([smuggled])));
    expect(node).to.deep.equal(text('<p>x</p>'));
  });

  it('keeps script in pasted content out of the rendered page', () => {
    const content =
      '<p>hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const nodes = expectNodes(readClipboard(payload([text(content)])));
    const html = renderPage(page(section(column(...nodes)))).html;
    expect(html).to.include('<p>hi</p>');
    expect(html).to.not.match(/<script>alert|onerror|javascript:alert/);
    // The text/html form is the renderer's publish output: sanitized the same way.
    const copied = clipboardHtml(nodes)!;
    expect(copied).to.include('<p>hi</p>');
    expect(copied).to.not.match(/<script>alert|onerror|javascript:alert/);
  });
});

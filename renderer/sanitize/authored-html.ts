/**
 * Authored markup (html, raw and custom-raw blocks) on the published page.
 *
 * It is emitted as authored, scripts included: that is what these blocks are for. What it may not
 * do by accident is break the page around it: an unclosed comment or `<textarea>` swallows every
 * block after it, a stray `</div>` closes the column, an unclosed `<a>` or `<b>` is re-opened by
 * the parser around the blocks that follow, an unclosed `<form>` disables the page's own forms.
 *
 * So the markup is first parsed (parse5, the browser's algorithm) inside a probe document that
 * nests it exactly as the page does (main > section > container > column > block wrapper), with
 * an end marker inside the wrapper and a sentinel after the main element. It is emitted
 * unchanged when the end marker comes out as the wrapper's last child (nothing left open, nothing
 * closed early) and the sentinel as the wrapper's next sibling, untouched (no formatting element
 * re-opened, no form left open). Otherwise it is parsed as a fragment and serialized, which closes what
 * was left open; that repaired markup is used when it passes the same probe. Markup that fails both
 * is left out, and the renderer says so in a warning.
 */
import { defaultTreeAdapter, parse, parseFragment, serialize, type DefaultTreeAdapterTypes as P } from 'parse5';
import { BoundedMemo } from './memo.ts';

/** What happened to a piece of authored markup. */
export interface ContainedHtml {
  readonly html: string;
  /** `as-authored`, `repaired` (closed what it left open) or `dropped` (could not be contained). */
  readonly outcome: 'as-authored' | 'repaired' | 'dropped';
}

const END = 'lp-probe-end';
const SENTINEL = 'lp-probe-sentinel';
const HTML_NS = 'http://www.w3.org/1999/xhtml' as P.Element['namespaceURI'];

const elementChildren = (node: P.ParentNode): P.Element[] =>
  node.childNodes.filter((child): child is P.Element => 'tagName' in child);

/** The parser calls containment makes: parse5's, or in the editor's bundle the browser's. */
export interface ContainmentParser {
  readonly parse: typeof parse;
  readonly parseFragment: typeof parseFragment;
  readonly serialize: typeof serialize;
}
const PARSE5: ContainmentParser = { parse, parseFragment, serialize };

/** Whether `markup` stays inside its wrapper when a browser parses it in a page. */
export function isContained(markup: string, parser: ContainmentParser = PARSE5): boolean {
  const doc = parser.parse(
    `<!DOCTYPE html><html><head></head><body><main><section><div><div><div>${markup}<${END}></${END}></div></div></div></section></main><${SENTINEL}><form></form></${SENTINEL}></body></html>`,
  );
  const html = elementChildren(doc).find((el) => el.tagName === 'html');
  const body = html && elementChildren(html).find((el) => el.tagName === 'body');
  if (!body) return false;
  const children = elementChildren(body);
  if (children.length !== 2) return false;
  const [main, sentinel] = children as [P.Element, P.Element];
  if (main.tagName !== 'main' || sentinel.tagName !== SENTINEL) return false;
  // The ancestors must come out intact: one child each, down to the block wrapper.
  let wrapper: P.Element = main;
  for (const tag of ['section', 'div', 'div', 'div']) {
    const inner = elementChildren(wrapper);
    if (inner.length !== 1 || inner[0]?.tagName !== tag || wrapper.childNodes.length !== 1) return false;
    wrapper = inner[0];
  }
  const last = wrapper.childNodes[wrapper.childNodes.length - 1];
  if (!last || !('tagName' in last) || last.tagName !== END || last.childNodes.length !== 0) return false;
  // An unclosed <form> keeps the parser's form pointer set, and the sentinel's form is then dropped.
  const inner = elementChildren(sentinel);
  return inner.length === 1 && inner[0]?.tagName === 'form' && sentinel.childNodes.length === 1;
}

/** Contains `markup` without the memo (exported for the test that compares parsers). */
export function contain(markup: string, parser: ContainmentParser = PARSE5): ContainedHtml {
  if (isContained(markup, parser)) return { html: markup, outcome: 'as-authored' };
  const context = defaultTreeAdapter.createElement('div', HTML_NS, []);
  const repaired = parser.serialize(parser.parseFragment(context, markup, {}));
  if (isContained(repaired, parser)) return { html: repaired, outcome: 'repaired' };
  return { html: '', outcome: 'dropped' };
}

// Pure: a bundle that never renders publish mode (the editor's) drops this module whole.
const memo = /* @__PURE__ */ new BoundedMemo<ContainedHtml>(
  1_000,
  8_000_000,
  (key, value) => key.length + value.html.length,
);

/** Authored markup made safe to place among other blocks; memoized (bounded). */
export function containAuthoredHtml(markup: string): ContainedHtml {
  if (markup === '') return { html: '', outcome: 'as-authored' };
  return memo.get(markup, (key) => contain(key));
}

/** The memo, for benchmarks of cold renders. */
export const authoredHtmlMemo = memo;

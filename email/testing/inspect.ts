/**
 * Reading rendered email HTML back in tests: parsed with parse5 as a browser would, then checked
 * for anything that could run or escape (the invariant every hostile-input test asserts).
 */
import { expect } from 'chai';
import type { DefaultTreeAdapterTypes as P } from 'parse5';
import { attr, elements } from '../../renderer/testing/inspect.ts';
import { schemeOf } from '../../renderer/html/url.ts';

export { attr, elements };

const SCRIPT_CAPABLE = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'base',
  'svg',
  'math',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'background', 'action', 'formaction', 'srcset', 'poster', 'xlink:href']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'sms']);

/** The text of every `<style>` element. */
export function styleTexts(html: string): string[] {
  return elements(html)
    .filter((el) => el.tagName === 'style')
    .map((el) => el.childNodes.map((n) => ('value' in n ? (n as P.TextNode).value : '')).join(''));
}

/** The elements named `tagName`. */
export const byTag = (html: string, tagName: string): P.Element[] =>
  elements(html).filter((el) => el.tagName === tagName);

/**
 * Asserts the email can run nothing: no script-capable element, no `on*` attribute, no URL with
 * a scheme other than http(s), mailto, tel, sms (or data:image in an image), no `expression(` or
 * `javascript:` in any style, and no style element whose text could have ended early.
 */
export function expectInert(html: string): void {
  for (const el of elements(html)) {
    expect(SCRIPT_CAPABLE.has(el.tagName), `a <${el.tagName}> element`).to.equal(false);
    if (el.tagName === 'meta') expect(attr(el, 'http-equiv')?.toLowerCase(), 'meta refresh').not.to.equal('refresh');
    for (const { name, value } of el.attrs) {
      expect(name.startsWith('on'), `${el.tagName}[${name}]`).to.equal(false);
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value);
        const ok =
          scheme === undefined ||
          SAFE_SCHEMES.has(scheme) ||
          (scheme === 'data' && el.tagName === 'img' && /^data:image\//i.test(value.trim()));
        expect(ok, `${el.tagName}[${name}]=${JSON.stringify(value.slice(0, 80))}`).to.equal(true);
      }
      if (name === 'style')
        expect(value, `${el.tagName}[style]`).not.to.match(/javascript:|expression\(|url\(\s*(?:["']\s*)?javascript/i);
    }
  }
  for (const css of styleTexts(html)) {
    expect(css, 'style text').not.to.match(/javascript:|expression\(|<\//i);
  }
}

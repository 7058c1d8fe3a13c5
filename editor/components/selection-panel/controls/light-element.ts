/**
 * The base of the panel's stateful controls (spacing, link, list): a Lit element that renders
 * into its light DOM, inside the panel's shadow root, so the panel's styles, ids and `label for`
 * reach its inputs. Such a control lives as long as its (node, attribute, level): the panel keys
 * it so (lp-selection-panel.ts), and its state (linked sides, link type) starts afresh for another.
 */
import { LitElement } from 'lit';
import { html as staticHtml, unsafeStatic, type StaticValue } from 'lit/static-html.js';
import { tagOf } from '../../define-element.ts';

export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The panel's styles size it by this class (the tag may be numbered: define-element.ts).
    this.classList.add('lp-control');
  }
}

const tags = new Map<CustomElementConstructor, StaticValue>();

/** The tag this build defined `element` under, for a static template (only our own classes go through unsafeStatic). */
export function tag(element: CustomElementConstructor): StaticValue {
  let value = tags.get(element);
  if (value === undefined) tags.set(element, (value = unsafeStatic(tagOf(element))));
  return value;
}

export { staticHtml };

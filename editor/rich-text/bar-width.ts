/**
 * How wide the rich-text toolbar's bar is in one row, whatever rows it wraps into now: the sum of
 * its items' own widths (a select is as wide as its longest choice), the gaps between them, its
 * padding and border. The toolbar decides from it whether lists and alignment fit in the bar.
 */
/** An element's width with its inline margins. */
export function outerWidth(element: Element): number {
  const style = getComputedStyle(element);
  return (
    element.getBoundingClientRect().width +
    Number.parseFloat(style.marginInlineStart) +
    Number.parseFloat(style.marginInlineEnd)
  );
}

/** A flex container's gap between items. */
export function gapOf(element: Element): number {
  return Number.parseFloat(getComputedStyle(element).columnGap) || 0;
}

/** The width `bar` takes in one row: its items' own widths, the gaps between them, its padding and border. */
export function naturalWidth(bar: HTMLElement): number {
  const items = [...bar.children].filter((child) => getComputedStyle(child).display !== 'none');
  const style = getComputedStyle(bar);
  const frame =
    bar.offsetWidth -
    bar.clientWidth +
    Number.parseFloat(style.paddingInlineStart) +
    Number.parseFloat(style.paddingInlineEnd);
  return items.reduce((sum, item) => sum + outerWidth(item), 0) + gapOf(bar) * Math.max(0, items.length - 1) + frame;
}

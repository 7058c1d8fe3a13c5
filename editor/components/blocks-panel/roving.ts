/**
 * Arrow keys in a grid of tiles (the blocks panel's groups): which tile a key moves the focus to.
 * Left and right follow the reading order (flipped right to left), up and down move by a row,
 * Home and End go to the first and last tile. Pure, so the rule is tested without a layout.
 */

/** The index `key` moves to from `index` among `count` tiles laid out `columns` per row; undefined for another key. */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  columns: number,
  rtl: boolean,
): number | undefined {
  const last = count - 1;
  const clamp = (to: number) => Math.min(last, Math.max(0, to));
  switch (key) {
    case 'ArrowRight':
      return clamp(index + (rtl ? -1 : 1));
    case 'ArrowLeft':
      return clamp(index + (rtl ? 1 : -1));
    // Down from a row above a shorter last row lands on the last tile rather than nowhere.
    case 'ArrowDown':
      return index + columns <= last
        ? index + columns
        : Math.floor(index / columns) < Math.floor(last / columns)
          ? last
          : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * The editor's view devices (the device switch of the top bar and of the preview), defined from
 * the renderer's breakpoint levels (renderer/breakpoints.ts): each device edits one level's
 * attribute set and shows the page at a width inside that level's range, and is called by that
 * level's name (`device.<level>` in the catalogs). So the device a user picks, the level the panel
 * says it edits, the CSS the canvas applies and the names in the docs always agree.
 */
import { levelInfo, type Level } from '../../renderer/index.ts';

/** A view device; also the name of its icon and of its `data-control`. */
export type ViewDevice = 'desktop' | 'tablet' | 'landscape' | 'mobile';

/** One view device. */
export interface ViewDeviceInfo {
  readonly device: ViewDevice;
  /** The level whose attribute set the device edits and whose name it shows. */
  readonly level: Level;
  /** The canvas and preview width in CSS pixels, inside the level's range; none: the available width. */
  readonly width: number | undefined;
}

/** The devices in the order the top bar and the preview list them. */
export const VIEW_DEVICES: readonly ViewDeviceInfo[] = Object.freeze([
  { device: 'desktop', level: 'desktop', width: undefined },
  // An upright iPad Air: well inside md (768 to 1023), so the canvas shows what the panel edits
  // and no sm rule (767 and narrower: "stack columns on Mobile landscape") applies by a pixel.
  { device: 'tablet', level: 'md', width: 820 },
  // A phone on its side (667 px, an iPhone 8's long edge): inside sm (480 to 767), where "stack
  // columns on Mobile landscape" applies, so that level can be seen and edited too.
  { device: 'landscape', level: 'sm', width: 667 },
  // A common phone width, inside xs (479 and narrower).
  { device: 'mobile', level: 'xs', width: 375 },
]);

/** The facts of one view device. */
export function viewDevice(device: ViewDevice): ViewDeviceInfo {
  const found = VIEW_DEVICES.find((view) => view.device === device);
  if (found === undefined) throw new RangeError(`No view device "${String(device)}"`);
  return found;
}

/**
 * The width the canvas lays the page out at for `device` when `available` pixels are free: the
 * device's own width, or (desktop) the available width kept inside the level's range, so a
 * narrow editor scales a desktop-wide page down instead of showing the tablet rules.
 */
export function viewWidth(device: ViewDevice, available: number): number {
  const view = viewDevice(device);
  if (view.width !== undefined) return view.width;
  const { minWidth, maxWidth } = levelInfo(view.level);
  return Math.min(maxWidth, Math.max(minWidth, available));
}

/** The message key of a level's name: the one name the top bar, the panel and the preview show. */
export function levelLabelKey(level: Level): `device.${Level}` {
  return `device.${level}`;
}

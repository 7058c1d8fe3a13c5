/**
 * Where the rich-text toolbar's bar goes over the canvas, in the coordinates of the overlay it is
 * drawn in (its offset parent): above the edited text, below it when there is no room above, kept
 * inside the overlay; and whether its popovers (the colors) open upwards, away from the text. The
 * frame may be drawn scaled (a narrow editor shows the desktop page smaller): `overlayGeometry`
 * turns the frame's boxes into the overlay's, for the bar and for the link editor (link-place.ts).
 */

/** A box in the overlay's coordinates. */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The room kept between the bar and the text, and the overlay's sides. */
export const GAP = 8;
/** The height a popover needs above the bar to open upwards (the colors'; the link editor is placed on its own). */
const POPOVER_ROOM = 190;

/** The frame and the overlay as measured once per placement. */
export interface OverlayGeometry {
  /** The canvas's frame, in the page's coordinates. */
  readonly frameBox: DOMRect;
  /** How much the frame is scaled (its drawn width over its own). */
  readonly scale: number;
  /** The overlay, in the page's coordinates. */
  readonly overlay: DOMRect;
  /** A box of the frame's document (its viewport's coordinates) in the overlay's. */
  readonly toOverlay: (rect: DOMRectReadOnly) => Box;
}

export function overlayGeometry(frame: HTMLElement, overlay: Element): OverlayGeometry {
  const frameBox = frame.getBoundingClientRect();
  const scale = frame.offsetWidth > 0 ? frameBox.width / frame.offsetWidth : 1;
  const box = overlay.getBoundingClientRect();
  return {
    frameBox,
    scale,
    overlay: box,
    toOverlay: (rect) => ({
      top: frameBox.top + rect.top * scale - box.top,
      bottom: frameBox.top + rect.bottom * scale - box.top,
      left: frameBox.left + rect.left * scale - box.left,
      right: frameBox.left + rect.right * scale - box.left,
    }),
  };
}

/** The bar's place for the edited text's box `text` (overlay coordinates), the bar's size and the overlay's width. */
export function barPlace(
  text: Box,
  bar: { readonly width: number; readonly height: number },
  overlayWidth: number,
): { top: number; left: number; above: boolean; popoverUp: boolean } {
  const above = text.top - bar.height - GAP >= 0;
  return {
    top: Math.round(above ? text.top - bar.height - GAP : Math.max(0, text.bottom + GAP)),
    left: Math.round(Math.max(GAP, Math.min(text.left, overlayWidth - bar.width - GAP))),
    above,
    popoverUp: above && text.top - bar.height - GAP - POPOVER_ROOM >= 0,
  };
}

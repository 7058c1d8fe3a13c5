/**
 * Browser-test helper: loads a rendered page into an iframe of a given width (media queries
 * follow the frame's width), waits for it, and gives access to its document and window.
 */
export interface LoadedFrame {
  readonly frame: HTMLIFrameElement;
  readonly doc: Document;
  readonly win: Window;
  remove(): void;
}

export async function loadInFrame(
  html: string,
  width: number,
  options: { height?: number; sandbox?: string } = {},
): Promise<LoadedFrame> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:${options.height ?? 800}px;border:0;display:block;`;
  if (options.sandbox !== undefined) frame.setAttribute('sandbox', options.sandbox);
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) throw new Error('frame has no document');
  return { frame, doc, win, remove: () => frame.remove() };
}

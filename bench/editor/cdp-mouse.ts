/**
 * The benchmark's mouse: Chromium's own input events sent with CDP `Input.dispatchMouseEvent`,
 * the call Playwright's `page.mouse` makes underneath (the browser hit-tests, routes into the
 * canvas frame, applies pointer capture and makes the click and the double click, as for a user's
 * mouse). Not `page.mouse` itself: while a button is down, Playwright's Chromium backend wraps
 * every move in its drag-and-drop emulation, which first evaluates a helper in every frame of the
 * page, and the canvas frame (sandboxed, no `allow-scripts`) never answers it, so the first
 * pressed move never resolves (playwright-core's `Input.setInterceptDrags` path).
 * Each call resolves once the renderer has taken the event, as Playwright's do.
 */
import type { CDPSession, Page } from 'playwright-core';

type Button = 'none' | 'left';

export class CdpMouse {
  #x = 0;
  #y = 0;
  #buttons = 0;

  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<CdpMouse> {
    return new CdpMouse(await page.context().newCDPSession(page));
  }

  #send(type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', button: Button, clickCount = 0): Promise<unknown> {
    return this.cdp.send('Input.dispatchMouseEvent', {
      type,
      x: this.#x,
      y: this.#y,
      button,
      buttons: this.#buttons,
      clickCount,
      pointerType: 'mouse',
    });
  }

  async move(x: number, y: number): Promise<void> {
    this.#x = x;
    this.#y = y;
    await this.#send('mouseMoved', this.#buttons === 0 ? 'none' : 'left');
  }

  async down(clickCount = 1): Promise<void> {
    this.#buttons = 1;
    await this.#send('mousePressed', 'left', clickCount);
  }

  async up(clickCount = 1): Promise<void> {
    this.#buttons = 0;
    await this.#send('mouseReleased', 'left', clickCount);
  }

  async click(x: number, y: number): Promise<void> {
    await this.move(x, y);
    await this.down();
    await this.up();
  }

  /** Two clicks, the second with clickCount 2: the browser fires dblclick, as for a user's. */
  async dblclick(x: number, y: number): Promise<void> {
    await this.click(x, y);
    await this.down(2);
    await this.up(2);
  }

  async wheel(deltaX: number, deltaY: number): Promise<void> {
    await this.cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseWheel',
      x: this.#x,
      y: this.#y,
      deltaX,
      deltaY,
      pointerType: 'mouse',
    });
  }

  detach(): Promise<void> {
    return this.cdp.detach().catch(() => undefined);
  }
}

/**
 * What `<lp-editor>` tells the host and the user: every notification fires lp-alert (so a host
 * with `disableAlerts` can show it its own way) and is shown as a toast, the newest four at most,
 * unless alerts are off or the editor already says the same words in a place of their own.
 */
import type { EditorNotification } from '../../events.ts';

/** A notification on screen, with the id its dismiss button names. */
export type ShownNotification = EditorNotification & { readonly id: number };

/** A notification as the editor gives it: `duration` defaults to 0 (until dismissed) for errors, else 4 s. */
export type NotificationInput = Omit<EditorNotification, 'duration'> & { duration?: number };

const SHOWN_AT_MOST = 4;

export interface NoticesDeps {
  /** Fires lp-alert. */
  readonly alert: (notification: EditorNotification) => void;
  /** Whether toasts are shown (not with `disableAlerts`). */
  readonly showsToasts: () => boolean;
  /** The toasts changed: the element renders again. */
  readonly changed: () => void;
}

export class Notices {
  #items: readonly ShownNotification[] = [];
  #next = 1;

  constructor(private readonly deps: NoticesDeps) {}

  /** The toasts on screen, oldest first. */
  get items(): readonly ShownNotification[] {
    return this.#items;
  }

  /** Fires lp-alert and shows the notification (unless toasts are off, or `toast` is false). */
  notify(input: NotificationInput, { toast = true }: { toast?: boolean } = {}): void {
    const notification: EditorNotification = { duration: input.type === 'error' ? 0 : 4000, ...input };
    this.deps.alert(notification);
    if (!toast || !this.deps.showsToasts()) return;
    this.#items = [...this.#items, { ...notification, id: this.#next++ }].slice(-SHOWN_AT_MOST);
    this.deps.changed();
  }

  /** Removes the toast `id` (its close button, or its time ran out). */
  dismiss(id: number): void {
    this.#items = this.#items.filter((item) => item.id !== id);
    this.deps.changed();
  }
}

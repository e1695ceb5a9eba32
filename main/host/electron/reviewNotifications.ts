import type * as Electron from 'electron';
import type { AgentReview } from '../../../shared/contract';
import { freshAlerts, reviewAlert, type AlertSession } from '../../../shared/reviewAlerts';
import type { ParleyCore } from '../../core/api';

/** What this uses of Electron's Notification class (a fake in tests). */
export interface NotificationClass {
  new (options: { title: string; body: string }): {
    show(): void;
    on(event: 'click', listener: () => void): unknown;
  };
  isSupported(): boolean;
}

export interface ReviewNotificationOptions {
  readonly Notification: NotificationClass;
  /** A window of the app has focus: the person sees the review in it, no notification needed. */
  readonly appFocused: () => boolean;
  /** The person clicked a notification: bring the app forward. */
  readonly onClick: () => void;
}

/**
 * Desktop notifications (Electron's, from the main process) when a review
 * ends or waits for a person while the app is in the background. It follows
 * the core's events: reviews, and sessions for their names and dialogs. What
 * deserves one is decided by shared/reviewAlerts, as in the renderer.
 */
export function notifyReviewAlerts(
  core: Pick<ParleyCore, 'onEvent'>,
  options: ReviewNotificationOptions,
): () => void {
  const reviews = new Map<string, AgentReview>();
  const sessions = new Map<string, AlertSession>();
  let known = new Map<string, string>();

  const check = () => {
    const current = [...reviews.values()].flatMap(
      (review) => reviewAlert(review, [...sessions.values()]) ?? [],
    );
    const next = freshAlerts(known, current);
    known = next.known;
    // Some Linux desktops have no notification server: then there is only the window's title count.
    if (next.fresh.length === 0 || options.appFocused() || !options.Notification.isSupported()) {
      return;
    }
    for (const alert of next.fresh) {
      const notification = new options.Notification({ title: alert.title, body: alert.body });
      notification.on('click', options.onClick);
      notification.show();
    }
  };

  return core.onEvent((event) => {
    switch (event.name) {
      case 'review:did-change':
        reviews.set(event.payload.id, event.payload);
        return check();
      case 'review:did-delete':
        reviews.delete(event.payload.id);
        return;
      case 'session:did-change':
        sessions.set(event.payload.id, event.payload);
        return check();
      case 'session:did-close':
        sessions.delete(event.payload.id);
        return;
    }
  });
}

/** The options for the app's own window: focused means seen; a click shows the window. */
export function windowNotificationOptions(
  electron: Pick<typeof Electron, 'Notification' | 'BrowserWindow'>,
): ReviewNotificationOptions {
  return {
    Notification: electron.Notification,
    appFocused: () => electron.BrowserWindow.getFocusedWindow() !== null,
    onClick: () => {
      const window = electron.BrowserWindow.getAllWindows()[0];
      if (!window) return;
      if (window.isMinimized()) window.restore();
      window.focus();
    },
  };
}

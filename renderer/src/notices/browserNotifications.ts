import type { ReviewAlert } from '../../../shared/reviewAlerts';

/**
 * The browser's Notification API, in browser mode only: the desktop app's main
 * process shows its own (Electron) notifications, so the page stays quiet there.
 * Nothing is shown unless the person allowed it.
 */
export function showBrowserNotification(alert: ReviewAlert, onClick: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notification = new Notification(alert.title, { body: alert.body, tag: alert.key });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}

/**
 * Asks once whether Parley may notify, at a moment the person acts on reviews
 * (starting one), so the question comes with its reason; a refusal is kept by
 * the browser and never asked again.
 */
export function askForNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  // A browser that refuses to ask (no user gesture, insecure page) leaves the title count.
  Notification.requestPermission().catch(() => undefined);
}

import type { Event, HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';

/** The parts of a WebContents the guards hook into (a fake in tests). */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * The window shows Parley and nothing else: it never navigates away, never
 * opens another window, never embeds a webview. A web link the user opens
 * (window.open, e.g. a URL clicked in a terminal) goes to their browser.
 */
export function guardWebContents(
  contents: GuardedContents,
  openExternal: (url: string) => Promise<void>,
): void {
  contents.on('will-navigate', (event: Event) => event.preventDefault());
  contents.on('will-redirect', (event: Event) => event.preventDefault());
  contents.on('will-attach-webview', (event: Event) => event.preventDefault());
  contents.setWindowOpenHandler((details: HandlerDetails): WindowOpenHandlerResponse => {
    if (isWebLink(details.url)) {
      openExternal(details.url).catch(() => {
        // No browser to open it with: nothing to do, and nothing the renderer should hear about.
      });
    }
    return { action: 'deny' };
  });
}

export function isWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

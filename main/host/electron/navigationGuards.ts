import type { Event, HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';

/** The parts of a WebContents the guards hook into (a fake in tests). */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * The window shows Parley and nothing else: it never navigates away, never
 * opens another window, never embeds a webview. What the page asks to open
 * (window.open, e.g. a URL clicked in a terminal, or a middle-click on a link)
 * goes to `openLink`, which decides whether the user's browser may show it.
 */
export function guardWebContents(contents: GuardedContents, openLink: (url: string) => void): void {
  contents.on('will-navigate', (event: Event) => event.preventDefault());
  contents.on('will-redirect', (event: Event) => event.preventDefault());
  contents.on('will-attach-webview', (event: Event) => event.preventDefault());
  contents.setWindowOpenHandler((details: HandlerDetails): WindowOpenHandlerResponse => {
    openLink(details.url);
    return { action: 'deny' };
  });
}

import type { RendererSource } from './appOrigin';
import { isAppUrl } from './appOrigin';

/** What an IPC event tells about its sender (IpcMainEvent and IpcMainInvokeEvent alike). */
export interface IpcSender {
  readonly sender: object;
  readonly senderFrame: { readonly url: string } | null;
}

/** The window the app trusts: its web contents and their main frame. */
export interface TrustedContents {
  readonly mainFrame: object;
}

/**
 * VS Code's validatedIpcMain rule: a message counts only when it comes from
 * the app's own web contents, from their main frame (not an iframe), while
 * that frame shows the app's own origin (not a page it was somehow sent to).
 */
export function isTrustedSender(
  event: IpcSender,
  contents: TrustedContents,
  source: RendererSource,
): boolean {
  const frame = event.senderFrame;
  return (
    event.sender === contents &&
    frame !== null &&
    frame === contents.mainFrame &&
    isAppUrl(frame.url, source)
  );
}

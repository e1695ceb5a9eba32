import type { Shell } from 'electron';

/**
 * The links Parley hands to the user's browser: https only. Any other scheme
 * (http, file:, smb:, a custom protocol handler) could be read or changed on
 * the way, or run or expose something on the user's machine, so it is never
 * opened: a dev server's http://localhost link is opened by hand.
 */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The only way Parley reaches shell.openExternal: opens `url` in the user's
 * browser when it is an external link, and answers whether it did.
 */
export async function openExternalLink(
  shell: Pick<Shell, 'openExternal'>,
  url: string,
): Promise<boolean> {
  if (!isExternalLink(url)) return false;
  try {
    // The URL passed isExternalLink above: https only.
    await shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
    return true;
  } catch {
    // No browser to open it with: nothing to do, and nothing the renderer should hear about.
    return false;
  }
}

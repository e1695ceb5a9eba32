import type { Shell } from 'electron';

/** Loopback hosts: a dev server a session prints (http://localhost:5173) is on this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The links Parley hands to the user's browser: https, and http only to this
 * machine. Any other scheme (file:, smb:, a custom protocol handler) could run
 * or expose something on the user's machine, so it is never opened.
 */
export function isExternalLink(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.has(hostname));
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
    // The URL passed isExternalLink above: https, or http to this machine.
    await shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
    return true;
  } catch {
    // No browser to open it with: nothing to do, and nothing the renderer should hear about.
    return false;
  }
}

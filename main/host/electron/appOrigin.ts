/**
 * Where Parley's window loads its renderer from: the built files through the
 * app's own `parley://app/` protocol, or the Vite dev server during
 * `electron-vite dev`. Never a file:// URL. IPC is trusted only from this origin.
 */
export const APP_SCHEME = 'parley';
export const APP_HOST = 'app';

export interface RendererSource {
  /** What the window loads. */
  readonly url: string;
  /** The only origin allowed to call the contract. */
  readonly origin: string;
  readonly devServer: boolean;
}

export function rendererSource(devServerUrl: string | undefined): RendererSource {
  if (devServerUrl) {
    const url = new URL(devServerUrl);
    if (url.protocol !== 'http:' || !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
      throw new Error(
        `ELECTRON_RENDERER_URL must be a local http:// dev server, not ${devServerUrl}`,
      );
    }
    return { url: url.href, origin: url.origin, devServer: true };
  }
  return {
    url: `${APP_SCHEME}://${APP_HOST}/index.html`,
    origin: `${APP_SCHEME}://${APP_HOST}`,
    devServer: false,
  };
}

/** True when `url` is a page of the app itself. */
export function isAppUrl(url: string, source: RendererSource): boolean {
  try {
    return originOf(new URL(url)) === source.origin;
  } catch {
    return false;
  }
}

function originOf(url: URL): string {
  // WHATWG URL gives custom schemes an opaque "null" origin; build it by hand.
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
}

/**
 * A built asset's name carries its content hash (electron.vite.config.ts:
 * `assets/[name]-[hash].js`), so the name changes whenever the content does.
 */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * How long a browser may keep a renderer file: a hashed asset for good (a new
 * build has new names), the page itself never without asking again, so a new
 * build shows on the next load. `private`: only the user's browser, no cache
 * in between, since every request carries the access token.
 */
export function cacheControlFor(pathname: string): string {
  return HASHED_ASSET.test(pathname) ? 'private, max-age=31536000, immutable' : 'no-cache';
}

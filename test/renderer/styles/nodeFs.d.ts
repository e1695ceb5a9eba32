/**
 * The one Node function the stylesheet tests use to read theme.css: they run
 * in Node, but the renderer's tsconfig (which also checks them) has no Node
 * types, and Vitest hands a stylesheet imported `?raw` over empty.
 */
declare module 'node:fs' {
  export function readFileSync(path: URL, encoding: 'utf8'): string;
}

/**
 * The Content-Security-Policy both hosts send with the renderer: scripts only
 * from the app itself, no plugins, no framing, no forms, no base rewriting.
 * Inline styles stay allowed because xterm.js and the diff view inject
 * <style> elements at run time.
 */
export interface CspOptions {
  /** Extra connect-src entries, e.g. the browser-mode WebSocket origin. */
  readonly connectSources?: readonly string[];
  /**
   * The Vite dev server injects an inline React-refresh preamble and talks
   * HMR over a WebSocket; only ever set when loading ELECTRON_RENDERER_URL.
   */
  readonly devServer?: boolean;
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const scripts = options.devServer ? ["'self'", "'unsafe-inline'"] : ["'self'"];
  const connect = ["'self'", ...(options.connectSources ?? [])];
  if (options.devServer) connect.push('ws://localhost:*', 'ws://127.0.0.1:*');
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Builds the bench page with vite into a temporary folder, with the big
 * diffs beside it as JSON, and serves it on 127.0.0.1 (a module worker needs
 * an http origin, not file://).
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.diff': 'text/plain; charset=utf-8',
};

export interface BenchPage {
  readonly url: string;
  close(): Promise<void>;
}

/** `diffs` are served as `<name>.json`, `texts` (raw diff text) as `<name>.diff`. */
export async function serveBenchPage(
  diffs: Record<string, unknown>,
  texts: Record<string, string> = {},
): Promise<BenchPage> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'parley-diff-bench-'));
  await build({
    root: path.join(import.meta.dirname, 'page'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'esnext',
      minify: process.env.BENCH_MINIFY !== '0',
    },
    worker: { format: 'es' },
  });
  for (const [name, data] of Object.entries(diffs)) {
    writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(data));
  }
  for (const [name, text] of Object.entries(texts)) {
    writeFileSync(path.join(outDir, `${name}.diff`), text);
  }
  const server: Server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, name === '/' ? 'index.html' : path.normalize(name));
    if (!file.startsWith(outDir)) {
      response.writeHead(403).end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => response.writeHead(404).end());
    stream.on('open', () => {
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'text/plain' });
      stream.pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

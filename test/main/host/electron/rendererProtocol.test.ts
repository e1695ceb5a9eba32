import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRendererProtocolHandler } from '../../../../main/host/electron/rendererProtocol';

let base: string;
let rendererDir: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'parley-protocol-'));
  rendererDir = path.join(base, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), '<title>Parley</title>');
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'export {};');
  await writeFile(path.join(base, 'secret.txt'), 'TOP SECRET');
  await symlink(path.join(base, 'secret.txt'), path.join(rendererDir, 'assets', 'link.txt'));
  handle = createRendererProtocolHandler(rendererDir);
});

afterAll(() => rm(base, { recursive: true, force: true }));

describe('the parley:// protocol handler', () => {
  it('serves the renderer with its content type and a strict CSP', async () => {
    const page = await handle(new Request('parley://app/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(
      /default-src 'none'; script-src 'self';/,
    );
    expect(await page.text()).toBe('<title>Parley</title>');
    const root = await handle(new Request('parley://app/'));
    expect(await root.text()).toBe('<title>Parley</title>');
    const script = await handle(new Request('parley://app/assets/app.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    'parley://app/..%2fsecret.txt',
    'parley://app/assets/..%2f..%2fsecret.txt',
    'parley://app/%2e%2e/secret.txt',
    'parley://app/assets%5c..%5c..%5csecret.txt',
    'parley://app/assets/link.txt',
    'parley://app/index.html%00.js',
  ])('refuses %s without reading outside the renderer', async (url) => {
    const response = await handle(new Request(url));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('TOP SECRET');
  });

  it('answers 404 for a missing file and for another host', async () => {
    expect((await handle(new Request('parley://app/missing.js'))).status).toBe(404);
    expect((await handle(new Request('parley://other/index.html'))).status).toBe(404);
  });

  it('says how to build the renderer when it is missing', async () => {
    const missing = createRendererProtocolHandler(path.join(base, 'not-built'));
    const response = await missing(new Request('parley://app/index.html'));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

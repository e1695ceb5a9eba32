import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';

const START_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

/**
 * A Chromium page driven over the DevTools protocol with nothing enabled but
 * what the benchmark calls (Runtime.evaluate, a click, a navigation). Playwright
 * enables the Network domain on every page it drives, and Chromium then copies
 * each WebSocket frame, base64-encoded, to the driver: on an 8 MB flood that
 * cost the page and the driver about 0.2 s of CPU a user never pays, on the
 * socket's side of the comparison only.
 */
export interface BarePage {
  /** Calls `fn(arg)` in the page and answers its (awaited) JSON result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs a script (a UMD bundle, an init function) in the page's global scope. */
  run(source: string): Promise<void>;
  /** Runs `source` before any script of every document the page loads from now on. */
  runOnNewDocument(source: string): Promise<void>;
  navigate(url: string): Promise<void>;
  /** Waits until `selector` matches an element whose text contains `text`, and answers its centre. */
  waitFor(selector: string, text?: string, timeoutMs?: number): Promise<{ x: number; y: number }>;
  click(selector: string, text?: string): Promise<void>;
  close(): Promise<void>;
}

export async function launchBareChromium(
  executablePath: string,
  args: readonly string[],
  viewport: { width: number; height: number },
): Promise<BarePage> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-chromium-'));
  const browser = spawn(
    executablePath,
    [...args, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    const endpoint = await devToolsEndpoint(browser.stderr);
    const targets = (await (await fetch(`http://${endpoint}/json/list`)).json()) as Array<{
      type: string;
      webSocketDebuggerUrl: string;
    }>;
    const target = targets.find((t) => t.type === 'page');
    if (!target) throw new Error('Chromium opened no page');
    const cdp = await connect(target.webSocketDebuggerUrl);
    // The Page domain reports frames and loads, never network traffic.
    await cdp.send('Page.enable');
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      ...viewport,
      deviceScaleFactor: 1,
      mobile: false,
    });
    return barePage(cdp, async () => {
      cdp.close();
      browser.kill();
      await new Promise((resolve) => browser.once('exit', resolve));
      // Chromium's helper processes may still be writing the profile for a moment after it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    });
  } catch (error) {
    browser.kill();
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
}

function barePage(cdp: Cdp, close: () => Promise<void>): BarePage {
  const evaluate = async (expression: string): Promise<unknown> => {
    const answer = (await cdp.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    })) as {
      result: { value?: unknown };
      exceptionDetails?: { exception?: { description?: string } };
    };
    if (answer.exceptionDetails) {
      throw new Error(`In the page: ${answer.exceptionDetails.exception?.description ?? 'error'}`);
    }
    return answer.result.value;
  };
  const centreOf = (selector: string, text = '') =>
    evaluate(`(() => {
      const found = [...document.querySelectorAll(${JSON.stringify(selector)})]
        .find((element) => element.textContent.includes(${JSON.stringify(text)}));
      if (!found) return null;
      const box = found.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`) as Promise<{ x: number; y: number } | null>;
  const page: BarePage = {
    async evaluate(fn, arg) {
      return (await evaluate(`(${fn.toString()})(${JSON.stringify(arg)})`)) as never;
    },
    async run(source) {
      await evaluate(source);
    },
    async runOnNewDocument(source) {
      await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source });
    },
    async navigate(url) {
      await cdp.send('Page.navigate', { url });
    },
    async waitFor(selector, text, timeoutMs = START_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const centre = await centreOf(selector, text);
        if (centre) return centre;
        if (Date.now() > deadline)
          throw new Error(`No ${selector} with "${text ?? ''}" in the page`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    async click(selector, text) {
      const { x, y } = await page.waitFor(selector, text);
      for (const type of ['mousePressed', 'mouseReleased']) {
        await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
      }
    },
    close,
  };
  return page;
}

interface Cdp {
  send(method: string, params?: object): Promise<unknown>;
  close(): void;
}

async function connect(url: string): Promise<Cdp> {
  const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id!);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}

/** Chromium prints "DevTools listening on ws://HOST:PORT/devtools/browser/…" once it listens. */
function devToolsEndpoint(stderr: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open DevTools: ${seen}`)),
      START_TIMEOUT_MS,
    );
    stderr.setEncoding('utf8');
    stderr.on('data', (chunk: string) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/([^/\s]+)\//.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    });
  });
}

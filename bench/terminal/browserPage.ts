import type { Terminal } from '@xterm/xterm';

/**
 * Code the browser-throughput benchmark runs inside the page. Kept as plain
 * functions handed to Playwright (they are serialised, so they use nothing
 * from this module's scope).
 */

declare global {
  interface Window {
    parleyBench: { acked: number; target: number; doneAt: number };
    /** xterm.js's own UMD build, loaded by the benchmark for its baseline. */
    Terminal: typeof Terminal;
  }
}

/**
 * Before the app loads: counts the characters the app's terminal acknowledges
 * as rendered (its session:ack calls) and notes when they reach the target.
 */
export function countAcks(): void {
  window.parleyBench = { acked: 0, target: Infinity, doneAt: 0 };
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket, data) {
    if (typeof data === 'string' && data.includes('"session:ack"')) {
      const call = JSON.parse(data) as { input: { bytes: number } };
      const bench = window.parleyBench;
      bench.acked += call.input.bytes;
      if (!bench.doneAt && bench.acked >= bench.target) bench.doneAt = performance.now();
    }
    send.call(this, data);
  };
}

/** When the flood's last ack step went out (performance.now()), 0 while it has not. */
export function floodDone(): number {
  return window.parleyBench.doneAt;
}

/** Calls one contract command on a socket of the page's own (cookie-authenticated). */
export async function callCommand(args: { name: string; input: unknown }): Promise<unknown> {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  const answer = new Promise<unknown>((resolve) =>
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        type: string;
        id: number;
        result: unknown;
      };
      if (message.type === 'result' && message.id === 1) resolve(message.result);
    }),
  );
  socket.send(JSON.stringify({ type: 'call', id: 1, ...args }));
  const result = await answer;
  socket.close();
  return result;
}

/** Writes Enter to the session (its program floods on it) and starts the clock; answers the start. */
export async function startFlood(args: { id: string; target: number }): Promise<number> {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  window.parleyBench = { acked: 0, target: args.target, doneAt: 0 };
  const started = performance.now();
  socket.send(
    JSON.stringify({
      type: 'call',
      id: 1,
      name: 'session:write',
      input: { id: args.id, data: '\r' },
    }),
  );
  return started;
}

/**
 * The baseline: xterm.js (default renderer) in the app's terminal's place,
 * as many columns and rows as it and in its font, writing the same text in
 * chunks: the same screen to draw. Answers the milliseconds until the last
 * chunk is written.
 */
export async function xtermDirect(args: {
  text: string;
  chunk: number;
  cols: number;
  rows: number;
}): Promise<number> {
  const view = document.querySelector('.terminal-view');
  const drawn = view?.querySelector('.xterm-rows');
  if (!view || !drawn) throw new Error('no terminal in the page');
  const box = view.getBoundingClientRect();
  const host = document.createElement('div');
  Object.assign(host.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    zIndex: '1000',
  });
  document.body.append(host);
  const terminal = new window.Terminal({
    fontFamily: getComputedStyle(drawn).fontFamily,
    fontSize: 13,
    lineHeight: 1.2,
    scrollback: 10_000,
    cols: args.cols,
    rows: args.rows,
  });
  terminal.open(host);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    for (let at = 0; at < args.text.length; at += args.chunk) {
      const last = at + args.chunk >= args.text.length;
      terminal.write(args.text.slice(at, at + args.chunk), last ? resolve : undefined);
    }
  });
  const ms = performance.now() - started;
  terminal.dispose();
  host.remove();
  return ms;
}

/**
 * A fake Anthropic Messages API on 127.0.0.1 for driving the real Claude Code
 * CLI in tests. It answers the main conversation from a script, answers the
 * CLI's side requests (session titles, quota probes, token counts) on its
 * own so they never eat a scripted answer, records every request, and also
 * serves as the CLI's HTTP(S) proxy so any attempt to reach another host is
 * refused and recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessagesRequest, Reply } from './messages';
import {
  lastUserText,
  parseMessagesRequest,
  replyAsEvents,
  replyAsMessage,
  textReply,
} from './messages';
import type { ScriptRule } from './script';
import { ReplyScript } from './script';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: unknown;
  /** For POST /v1/messages: whether it belonged to the main conversation. */
  readonly kind: 'conversation' | 'side' | 'other';
  /** A conversation request that no rule matched (it got the fallback answer). */
  readonly unmatched?: boolean;
  readonly messages?: MessagesRequest;
}

export const FALLBACK_TEXT = 'The fake model has no scripted answer for this request.';

export class FakeAnthropic {
  readonly requests: RecordedRequest[] = [];
  /** Hosts the client tried to reach through the proxy: must stay empty. */
  readonly proxyAttempts: string[] = [];
  private readonly rules = new ReplyScript();

  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeAnthropic> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    const fake = new FakeAnthropic(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => void fake.handle(req, res));
    server.on('connect', (req: http.IncomingMessage, socket) => {
      fake.proxyAttempts.push(req.url ?? '');
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
    return fake;
  }

  /** Adds a rule; rules are tried in the order added. */
  script(rule: ScriptRule): this {
    this.rules.add(rule);
    return this;
  }

  /** Shorthand: answer the next turn whose user text contains `userText` with `reply`. */
  reply(userText: string | RegExp, reply: Reply | string): this {
    return this.script({ match: { userText }, reply: asReply(reply) });
  }

  /** Shorthand: answer the request that brings a tool result back. */
  afterTool(reply: Reply | string, toolResult: true | string | RegExp = true): this {
    return this.script({ match: { toolResult }, reply: asReply(reply) });
  }

  /** Scripted rules not yet used up. */
  pendingRules(): number {
    return this.rules.pending();
  }

  resetScript(): void {
    this.rules.clear();
  }

  /** The main-conversation requests, oldest first. */
  conversation(): MessagesRequest[] {
    return this.requests.flatMap((r) => (r.kind === 'conversation' && r.messages ? [r.messages] : []));
  }

  /** Every user text the client sent in its conversation, oldest first, without repeats. */
  userTexts(): string[] {
    return [...new Set(this.conversation().map(lastUserText).filter((t) => t.length > 0))];
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = (req.url ?? '/').replace(/^https?:\/\/[^/]+/, '');
    const route = path.split('?')[0] ?? '/';
    if (/^https?:/.test(req.url ?? '')) {
      // A plain-HTTP proxy request for another host.
      this.proxyAttempts.push(req.url ?? '');
      res.writeHead(403).end();
      return;
    }
    const record = (extra: Partial<RecordedRequest>): void => {
      this.requests.push({ method: req.method ?? '', path, headers: req.headers, body, kind: 'other', ...extra });
    };
    if (req.method === 'POST' && route === '/v1/messages/count_tokens') {
      record({});
      const chars = JSON.stringify(body ?? '').length;
      return json(res, 200, { input_tokens: Math.max(1, Math.ceil(chars / 4)) });
    }
    if (req.method === 'POST' && route === '/v1/messages') {
      const messages = parseMessagesRequest(body);
      if (!isConversation(messages)) {
        record({ kind: 'side', messages });
        return this.send(res, messages, sideReply(messages));
      }
      const scripted = this.rules.take(messages);
      record({ kind: 'conversation', messages, ...(scripted ? {} : { unmatched: true }) });
      return this.send(res, messages, scripted ?? textReply(FALLBACK_TEXT));
    }
    record({});
    json(res, 404, {
      type: 'error',
      error: { type: 'not_found_error', message: `The fake API does not serve ${route}` },
    });
  }

  private async send(res: http.ServerResponse, req: MessagesRequest, reply: Reply): Promise<void> {
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (!req.stream) return json(res, 200, replyAsMessage(req, reply));
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'request-id': `req_fake${Date.now()}`,
    });
    for (const event of replyAsEvents(req, reply)) res.write(event);
    res.end();
  }
}

/**
 * The main conversation offers the model its tools; the CLI's side requests
 * (titles, topic checks, quota probes) do not.
 */
function isConversation(req: MessagesRequest): boolean {
  return req.toolNames.length > 0;
}

/** A short, harmless answer for a side request; titles come back as the JSON the CLI asks for. */
function sideReply(req: MessagesRequest): Reply {
  if (/title/i.test(req.system)) return textReply('{"title": "Fake session"}');
  return textReply('OK');
}

function asReply(reply: Reply | string): Reply {
  return typeof reply === 'string' ? textReply(reply) : reply;
}

function json(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A fake model API on 127.0.0.1 for driving real agent CLIs in tests. It
 * answers the agent's main conversation from a script, answers the agent's
 * side requests (session titles, quota probes) on its own so they never eat a
 * scripted answer, records every request, and doubles as the agent's
 * HTTP(S) proxy so any attempt to reach another host is refused and recorded.
 * The wire format is a ModelApi (Anthropic Messages, OpenAI Responses, Gemini).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelRequest, Reply } from './reply';
import { textReply } from './reply';
import type { ScriptRule } from './script';
import { ReplyScript } from './script';

/** One wire format. */
export interface ModelApi {
  readonly name: string;
  isModelRoute(method: string, route: string): boolean;
  /** The route too, for dialects that name the model there (Gemini). */
  parse(body: unknown, route: string): ModelRequest;
  /** The answer to a side request (one that offers no tools). */
  sideReply(req: ModelRequest): Reply;
  encode(req: ModelRequest, reply: Reply): { json: unknown } | { events: string[] };
  /** Any other route the agent needs answered; null → 404. */
  otherRoute(
    method: string,
    route: string,
    body: unknown,
  ): { status: number; json: unknown } | null;
}

export interface RecordedRequest {
  readonly method: string;
  /** Path and query, e.g. "/v1/messages?beta=true". */
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: unknown;
  /** Model requests of the main conversation, side requests, or anything else. */
  readonly kind: 'conversation' | 'side' | 'other';
  /** A conversation request that no rule matched (it got FALLBACK_TEXT). */
  readonly unmatched?: boolean;
  readonly request?: ModelRequest;
  /** What a conversation request was answered: with the request, the usage the fake reported. */
  readonly reply?: Reply;
  readonly status: number;
}

export const FALLBACK_TEXT = 'The fake model has no scripted answer for this request.';

export class FakeModelServer {
  readonly requests: RecordedRequest[] = [];
  /** Hosts the agent tried to reach through the proxy: a loopback-only test expects none. */
  readonly proxyAttempts: string[] = [];
  private readonly rules = new ReplyScript();

  protected constructor(
    private readonly server: http.Server,
    /** The base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
    readonly url: string,
    private readonly api: ModelApi,
  ) {
    server.on('request', (req, res) => void this.handle(req, res));
    server.on('connect', (req: http.IncomingMessage, socket) => {
      this.proxyAttempts.push(req.url ?? '');
      // A client that resets the refused tunnel (opencode's npm client does) must not
      // crash the fake with an unhandled socket error.
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
  }

  protected static async listen<T>(make: (server: http.Server, url: string) => T): Promise<T> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    return make(server, `http://127.0.0.1:${port}`);
  }

  /** Adds a rule; rules are tried in the order added. */
  script(rule: ScriptRule): this {
    this.rules.add(rule);
    return this;
  }

  /** Answers the next turn whose user words contain `userText` (string) or match it. */
  reply(userText: string | RegExp, reply: Reply | string): this {
    return this.script({ match: { userText }, reply: asReply(reply) });
  }

  /** Answers the next request that brings a tool result back (optionally a matching one). */
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
  conversation(): ModelRequest[] {
    return this.requests.flatMap((r) =>
      r.kind === 'conversation' && r.request ? [r.request] : [],
    );
  }

  /** Each distinct user message the agent sent in its conversation, oldest first. */
  userTexts(): string[] {
    return [
      ...new Set(
        this.conversation()
          .map((r) => r.userText)
          .filter((t) => t.length > 0),
      ),
    ];
  }

  unmatched(): RecordedRequest[] {
    return this.requests.filter((r) => r.unmatched);
  }

  /** One line per request, for failure messages. */
  describe(): string {
    const lines = this.requests.map(
      (r) =>
        `${r.method} ${r.path} → ${r.status} ${r.kind}${r.unmatched ? ' (unmatched)' : ''}` +
        (r.request ? ` ${JSON.stringify(r.request.userText.slice(0, 80))}` : ''),
    );
    if (this.proxyAttempts.length > 0)
      lines.push(`proxy attempts: ${this.proxyAttempts.join(', ')}`);
    return lines.join('\n') || '(no requests)';
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readBody(req);
    const method = req.method ?? '';
    const target = req.url ?? '/';
    if (/^[a-z]+:\/\//i.test(target)) {
      // An absolute URL: a plain-HTTP proxy request for some other host.
      this.proxyAttempts.push(target);
      res.writeHead(403).end();
      return;
    }
    const route = target.split('?')[0] ?? '/';
    const record = (status: number, extra: Partial<RecordedRequest> = {}) =>
      this.requests.push({
        method,
        path: target,
        headers: req.headers,
        body,
        kind: 'other',
        status,
        ...extra,
      });

    if (this.api.isModelRoute(method, route)) {
      const request = this.api.parse(body, route);
      if (request.toolNames.length === 0) {
        record(200, { kind: 'side', request });
        return this.send(res, request, this.api.sideReply(request));
      }
      const scripted = this.rules.take(request);
      const reply = scripted ?? textReply(FALLBACK_TEXT);
      record(200, {
        kind: 'conversation',
        request,
        reply,
        ...(scripted ? {} : { unmatched: true }),
      });
      return this.send(res, request, reply);
    }
    const other = this.api.otherRoute(method, route, body);
    const answer = other ?? {
      status: 404,
      json: {
        error: {
          type: 'not_found_error',
          message: `The fake ${this.api.name} does not serve ${route}`,
        },
      },
    };
    record(answer.status);
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.json));
  }

  private async send(res: http.ServerResponse, request: ModelRequest, reply: Reply): Promise<void> {
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const encoded = this.api.encode(request, reply);
    if ('json' in encoded) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(encoded.json));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const event of encoded.events) res.write(event);
    res.end();
  }
}

function asReply(reply: Reply | string): Reply {
  return typeof reply === 'string' ? textReply(reply) : reply;
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

/**
 * The Anthropic Messages API wire shapes the fake server reads and writes:
 * what a request carries, and a scripted reply turned into a response body
 * (one JSON object) or a server-sent event stream, as the real API does.
 */
import { randomBytes } from 'node:crypto';

export type ReplyBlock =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool_use';
      readonly name: string;
      readonly input: Readonly<Record<string, unknown>>;
      /** Defaults to a fresh `toolu_…` id. */
      readonly id?: string;
    };

/** One scripted answer of the model. */
export interface Reply {
  readonly blocks: readonly ReplyBlock[];
  /** Defaults to 'tool_use' when a block calls a tool, else 'end_turn'. */
  readonly stopReason?: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence';
  /** Waits this long before the first byte, so a client is seen busy. */
  readonly delayMs?: number;
}

export const textReply = (text: string, delayMs?: number): Reply => ({
  blocks: [{ type: 'text', text }],
  ...(delayMs === undefined ? {} : { delayMs }),
});

export const toolUseReply = (
  name: string,
  input: Readonly<Record<string, unknown>>,
  preface?: string,
): Reply => ({
  blocks: [...(preface ? [{ type: 'text' as const, text: preface }] : []), { type: 'tool_use', name, input }],
});

/** The parts of a Messages request the fake looks at; the rest is kept raw. */
export interface MessagesRequest {
  readonly model: string;
  readonly stream: boolean;
  readonly system: string;
  readonly messages: readonly RequestMessage[];
  readonly toolNames: readonly string[];
  readonly raw: Record<string, unknown>;
}

export interface RequestMessage {
  readonly role: string;
  readonly content: readonly RequestBlock[];
}

export type RequestBlock =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool_result';
      readonly tool_use_id: string;
      readonly content: string;
      readonly is_error?: boolean;
    }
  | { readonly type: string; readonly [key: string]: unknown };

export function parseMessagesRequest(body: unknown): MessagesRequest {
  const raw = isRecord(body) ? body : {};
  const messages = Array.isArray(raw['messages']) ? raw['messages'] : [];
  const tools = Array.isArray(raw['tools']) ? raw['tools'] : [];
  return {
    model: typeof raw['model'] === 'string' ? raw['model'] : '',
    stream: raw['stream'] === true,
    system: textOf(raw['system']),
    messages: messages.filter(isRecord).map((m) => ({
      role: String(m['role']),
      content: blocksOf(m['content']),
    })),
    toolNames: tools.filter(isRecord).map((t) => String(t['name'])),
    raw,
  };
}

/** The text a person typed in the last user message (tool results and reminders excluded). */
export function lastUserText(req: MessagesRequest): string {
  const last = lastUserMessage(req);
  if (!last) return '';
  return last.content
    .filter((b): b is { type: 'text'; text: string } => b.type === 'text')
    .map((b) => b.text)
    .filter((text) => !text.trimStart().startsWith('<system-reminder>'))
    .join('\n');
}

/** The tool results the last user message carries back to the model. */
export function lastToolResults(
  req: MessagesRequest,
): { toolUseId: string; content: string; isError: boolean }[] {
  const last = lastUserMessage(req);
  if (!last) return [];
  return last.content.flatMap((b) =>
    b.type === 'tool_result'
      ? [
          {
            toolUseId: String(b['tool_use_id']),
            content: textOf(b['content']),
            isError: b['is_error'] === true,
          },
        ]
      : [],
  );
}

function lastUserMessage(req: MessagesRequest): RequestMessage | undefined {
  return req.messages.findLast((m) => m.role === 'user');
}

interface ResolvedBlock {
  readonly block: ReplyBlock;
  readonly id: string;
}

function resolve(reply: Reply): { blocks: ResolvedBlock[]; stopReason: string } {
  const blocks = reply.blocks.map((block) => ({
    block,
    id: block.type === 'tool_use' ? (block.id ?? newId('toolu')) : '',
  }));
  const callsTool = reply.blocks.some((b) => b.type === 'tool_use');
  return { blocks, stopReason: reply.stopReason ?? (callsTool ? 'tool_use' : 'end_turn') };
}

function usageFor(req: MessagesRequest, reply: Reply) {
  const outChars = reply.blocks.reduce(
    (n, b) => n + (b.type === 'text' ? b.text.length : JSON.stringify(b.input).length),
    0,
  );
  return {
    input_tokens: Math.max(1, Math.ceil(JSON.stringify(req.raw).length / 4)),
    output_tokens: Math.max(1, Math.ceil(outChars / 4)),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

/** The non-streaming response body. */
export function replyAsMessage(req: MessagesRequest, reply: Reply): Record<string, unknown> {
  const { blocks, stopReason } = resolve(reply);
  return {
    id: newId('msg'),
    type: 'message',
    role: 'assistant',
    model: req.model,
    content: blocks.map(({ block, id }) =>
      block.type === 'text'
        ? { type: 'text', text: block.text }
        : { type: 'tool_use', id, name: block.name, input: block.input },
    ),
    stop_reason: stopReason,
    stop_sequence: null,
    usage: usageFor(req, reply),
  };
}

/** The same answer as the event stream the real API sends with `stream: true`. */
export function replyAsEvents(req: MessagesRequest, reply: Reply): string[] {
  const { blocks, stopReason } = resolve(reply);
  const usage = usageFor(req, reply);
  const events: string[] = [
    sse('message_start', {
      type: 'message_start',
      message: {
        id: newId('msg'),
        type: 'message',
        role: 'assistant',
        model: req.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...usage, output_tokens: 1 },
      },
    }),
    sse('ping', { type: 'ping' }),
  ];
  blocks.forEach(({ block, id }, index) => {
    if (block.type === 'text') {
      events.push(
        sse('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'text', text: '' },
        }),
      );
      for (const piece of pieces(block.text)) {
        events.push(
          sse('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'text_delta', text: piece },
          }),
        );
      }
    } else {
      events.push(
        sse('content_block_start', {
          type: 'content_block_start',
          index,
          content_block: { type: 'tool_use', id, name: block.name, input: {} },
        }),
      );
      for (const piece of pieces(JSON.stringify(block.input))) {
        events.push(
          sse('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'input_json_delta', partial_json: piece },
          }),
        );
      }
    }
    events.push(sse('content_block_stop', { type: 'content_block_stop', index }));
  });
  events.push(
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: usage.output_tokens },
    }),
    sse('message_stop', { type: 'message_stop' }),
  );
  return events;
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Deltas of a few dozen characters, as the real API streams them. */
function pieces(text: string, size = 40): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

export function newId(prefix: string): string {
  return `${prefix}_fake${randomBytes(9).toString('hex')}`;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value
    .filter(isRecord)
    .map((b) => (typeof b['text'] === 'string' ? b['text'] : ''))
    .join('\n');
}

function blocksOf(content: unknown): RequestBlock[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  if (!Array.isArray(content)) return [];
  return content.filter(isRecord).map((b) => b as RequestBlock);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

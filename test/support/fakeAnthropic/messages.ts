/**
 * The Anthropic Messages API dialect of the fake model: reading a
 * `POST /v1/messages` body, and speaking a scripted reply as one JSON message
 * or as the server-sent event stream the real API sends with `stream: true`.
 */
import { randomBytes } from 'node:crypto';
import type { ModelRequest, Reply, ToolResult } from '../fakeModel/reply';
import { estimateUsage, isRecord, streamPieces, textReply } from '../fakeModel/reply';
import type { ModelApi } from '../fakeModel/server';

export const anthropicApi: ModelApi = {
  name: 'Anthropic Messages API',
  isModelRoute: (method, route) => method === 'POST' && route === '/v1/messages',
  parse: parseMessagesRequest,
  sideReply: (req) =>
    // Claude Code asks for session titles as JSON; anything else gets a short word.
    textReply(/title/i.test(req.system) ? '{"title": "Fake session"}' : 'OK'),
  encode: (req, reply) =>
    req.stream ? { events: replyAsEvents(req, reply) } : { json: replyAsMessage(req, reply) },
  otherRoute(method, route, body) {
    if (method === 'POST' && route === '/v1/messages/count_tokens') {
      return {
        status: 200,
        json: { input_tokens: Math.ceil(JSON.stringify(body ?? '').length / 4) },
      };
    }
    return null;
  },
};

export function parseMessagesRequest(body: unknown): ModelRequest {
  const raw = isRecord(body) ? body : {};
  const messages = (Array.isArray(raw['messages']) ? raw['messages'] : []).filter(isRecord);
  const tools = (Array.isArray(raw['tools']) ? raw['tools'] : []).filter(isRecord);
  // Claude Code also sends role "system" messages after the user's: look for the user's own.
  const lastUser = messages.findLast((m) => m['role'] === 'user');
  const blocks = blocksOf(lastUser?.['content']);
  return {
    model: typeof raw['model'] === 'string' ? raw['model'] : '',
    stream: raw['stream'] === true,
    system: textOf(raw['system']),
    userText: blocks
      .filter((b) => b['type'] === 'text' && typeof b['text'] === 'string')
      .map((b) => b['text'] as string)
      // The context Claude Code attaches rides in <system-reminder> blocks.
      .filter((text) => !text.trimStart().startsWith('<system-reminder>'))
      .join('\n'),
    toolResults: blocks.flatMap((b): ToolResult[] =>
      b['type'] === 'tool_result'
        ? [
            {
              toolUseId: String(b['tool_use_id']),
              content: textOf(b['content']),
              isError: b['is_error'] === true,
            },
          ]
        : [],
    ),
    toolNames: tools.map((t) => String(t['name'])),
    raw,
  };
}

interface ResolvedBlock {
  readonly block: Reply['blocks'][number];
  readonly id: string;
}

function resolve(reply: Reply): { blocks: ResolvedBlock[]; stopReason: string } {
  const blocks = reply.blocks.map((block) => ({
    block,
    id: block.type === 'tool_use' ? (block.id ?? newId('toolu')) : '',
  }));
  const callsTool = reply.blocks.some((b) => b.type === 'tool_use');
  return { blocks, stopReason: callsTool ? 'tool_use' : 'end_turn' };
}

function usageOf(req: ModelRequest, reply: Reply) {
  const { input, output } = estimateUsage(req, reply);
  return {
    input_tokens: input,
    output_tokens: output,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
}

export function replyAsMessage(req: ModelRequest, reply: Reply): Record<string, unknown> {
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
    usage: usageOf(req, reply),
  };
}

/** message_start, per block content_block_start/_delta…/_stop, message_delta, message_stop. */
export function replyAsEvents(req: ModelRequest, reply: Reply): string[] {
  const { blocks, stopReason } = resolve(reply);
  const usage = usageOf(req, reply);
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
    const [start, deltas] =
      block.type === 'text'
        ? [
            { type: 'text', text: '' },
            streamPieces(block.text).map((text) => ({ type: 'text_delta', text })),
          ]
        : [
            { type: 'tool_use', id, name: block.name, input: {} },
            streamPieces(JSON.stringify(block.input)).map((partial_json) => ({
              type: 'input_json_delta',
              partial_json,
            })),
          ];
    events.push(
      sse('content_block_start', { type: 'content_block_start', index, content_block: start }),
    );
    for (const delta of deltas) {
      events.push(sse('content_block_delta', { type: 'content_block_delta', index, delta }));
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

function newId(prefix: string): string {
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

function blocksOf(content: unknown): Record<string, unknown>[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return Array.isArray(content) ? content.filter(isRecord) : [];
}

/**
 * The OpenAI Chat Completions dialect of the fake model (what opencode speaks
 * through its built-in @ai-sdk/openai-compatible provider): reading a
 * `POST /v1/chat/completions` body, and speaking a scripted reply as
 * server-sent `chat.completion.chunk` events (text deltas, then each tool
 * call's name and its arguments in pieces, a finish_reason, a usage chunk
 * and `[DONE]`) or as one `chat.completion` JSON.
 */
import { randomBytes } from 'node:crypto';
import type { ModelRequest, Reply, ToolResult } from '../fakeModel/reply';
import { estimateUsage, isRecord, streamPieces, textReply } from '../fakeModel/reply';
import type { ModelApi } from '../fakeModel/server';

export const chatCompletionsApi: ModelApi = {
  name: 'OpenAI Chat Completions API',
  isModelRoute: (method, route) => method === 'POST' && route === '/v1/chat/completions',
  parse: parseChatRequest,
  // opencode's side request asks for a session title; any other gets a word.
  sideReply: (req) => textReply(/\btitle\b/i.test(req.system) ? 'Fake session' : 'OK'),
  encode: (req, reply) =>
    req.stream ? { events: replyAsChunks(req, reply) } : { json: replyAsCompletion(req, reply) },
  // The provider lists its models where a client asks; opencode's config names them itself.
  otherRoute: (method, route) =>
    method === 'GET' && route === '/v1/models'
      ? { status: 200, json: { object: 'list', data: [] } }
      : null,
};

type Message = Record<string, unknown>;

export function parseChatRequest(body: unknown): ModelRequest {
  const raw = isRecord(body) ? body : {};
  const messages = (Array.isArray(raw['messages']) ? raw['messages'] : []).filter(isRecord);
  const tools = (Array.isArray(raw['tools']) ? raw['tools'] : []).filter(isRecord);
  const lastUser = messages.findLastIndex((m) => m['role'] === 'user');
  // The results of the model's latest tool calls: the tool messages after its last message.
  const lastAssistant = messages.findLastIndex((m) => m['role'] === 'assistant');
  return {
    model: typeof raw['model'] === 'string' ? raw['model'] : '',
    stream: raw['stream'] === true,
    system: messages
      .filter((m) => m['role'] === 'system')
      .flatMap((m) => textsOf(m['content']))
      .join('\n'),
    userText: lastUser >= 0 ? textsOf(messages[lastUser]?.['content']).join('\n') : '',
    toolResults: messages.slice(Math.max(lastUser, lastAssistant) + 1).flatMap(toolResultOf),
    toolNames: tools.map((t) => {
      const fn = t['function'];
      return isRecord(fn) ? String(fn['name']) : String(t['type']);
    }),
    raw,
  };
}

function toolResultOf(message: Message): ToolResult[] {
  if (message['role'] !== 'tool') return [];
  const content = textsOf(message['content']).join('\n');
  return [{ toolUseId: String(message['tool_call_id'] ?? ''), content, isError: false }];
}

interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

function toolCalls(reply: Reply): ToolCall[] {
  return reply.blocks.flatMap((b) =>
    b.type === 'tool_use'
      ? [{ id: b.id ?? newId('call'), name: b.name, arguments: JSON.stringify(b.input) }]
      : [],
  );
}

function replyText(reply: Reply): string {
  return reply.blocks.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n\n');
}

function usageOf(req: ModelRequest, reply: Reply): Record<string, number> {
  const { input, output } = estimateUsage(req, reply);
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output };
}

export function replyAsCompletion(req: ModelRequest, reply: Reply): Record<string, unknown> {
  const calls = toolCalls(reply);
  const text = replyText(reply);
  return {
    id: newId('chatcmpl'),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: req.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: text === '' ? null : text,
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((c) => ({
                  id: c.id,
                  type: 'function',
                  function: { name: c.name, arguments: c.arguments },
                })),
              }
            : {}),
        },
        finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
      },
    ],
    usage: usageOf(req, reply),
  };
}

export function replyAsChunks(req: ModelRequest, reply: Reply): string[] {
  const id = newId('chatcmpl');
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    sse({
      id,
      object: 'chat.completion.chunk',
      created,
      model: req.model,
      choices: [{ index: 0, delta, finish_reason: null }],
      ...extra,
    });
  const events = [chunk({ role: 'assistant', content: '' })];
  const text = replyText(reply);
  if (text !== '') for (const piece of streamPieces(text)) events.push(chunk({ content: piece }));
  const calls = toolCalls(reply);
  calls.forEach((call, index) => {
    events.push(
      chunk({
        tool_calls: [
          { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
        ],
      }),
    );
    for (const piece of streamPieces(call.arguments)) {
      events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  const finish = calls.length > 0 ? 'tool_calls' : 'stop';
  events.push(
    sse({
      id,
      object: 'chat.completion.chunk',
      created,
      model: req.model,
      choices: [{ index: 0, delta: {}, finish_reason: finish }],
    }),
    // Usage comes in a last chunk with no choices, as with stream_options.include_usage.
    sse({
      id,
      object: 'chat.completion.chunk',
      created,
      model: req.model,
      choices: [],
      usage: usageOf(req, reply),
    }),
    'data: [DONE]\n\n',
  );
  return events;
}

function sse(data: Record<string, unknown>): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

function newId(prefix: string): string {
  return `${prefix}-fake${randomBytes(9).toString('hex')}`;
}

/** A message's content: a string, or parts of which the text ones count. */
function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content
    .filter(isRecord)
    .flatMap((c) => (typeof c['text'] === 'string' ? [c['text']] : []));
}

/**
 * The OpenAI Responses API dialect of the fake model (what Codex speaks with a
 * custom provider whose wire_api is "responses"): reading a `POST
 * /v1/responses` body, and speaking a scripted reply as the event stream
 * (response.created, output items with text or function-call deltas,
 * response.completed with usage) or as one JSON response.
 */
import { randomBytes } from 'node:crypto';
import type { ModelRequest, Reply, ToolResult } from '../fakeModel/reply';
import { estimateUsage, isRecord, streamPieces, textReply } from '../fakeModel/reply';
import type { ModelApi } from '../fakeModel/server';

export const openAIResponsesApi: ModelApi = {
  name: 'OpenAI Responses API',
  isModelRoute: (method, route) => method === 'POST' && route === '/v1/responses',
  parse: parseResponsesRequest,
  // Codex asks for a thread title through a JSON schema with a "title" property.
  sideReply: (req) =>
    textReply(
      JSON.stringify(req.raw['text'] ?? '').includes('title') ? '{"title":"Fake session"}' : 'OK',
    ),
  encode: (req, reply) =>
    req.stream ? { events: replyAsEvents(req, reply) } : { json: replyAsResponse(req, reply) },
  otherRoute: () => null,
};

/** A context block the agent wraps in one XML-like tag (e.g. <environment_context>). */
const CONTEXT_BLOCK = /^\s*<([a-z_]+)>[\s\S]*<\/\1>\s*$/;

export function parseResponsesRequest(body: unknown): ModelRequest {
  const raw = isRecord(body) ? body : {};
  const input = (Array.isArray(raw['input']) ? raw['input'] : []).filter(isRecord);
  const tools = (Array.isArray(raw['tools']) ? raw['tools'] : []).filter(isRecord);
  const lastUser = input.findLastIndex((i) => i['type'] === 'message' && i['role'] === 'user');
  const userContent = lastUser >= 0 ? input[lastUser]?.['content'] : undefined;
  return {
    model: typeof raw['model'] === 'string' ? raw['model'] : '',
    stream: raw['stream'] === true,
    system: typeof raw['instructions'] === 'string' ? raw['instructions'] : '',
    userText: textsOf(userContent)
      .filter((text) => !CONTEXT_BLOCK.test(text))
      .join('\n'),
    toolResults: input
      .slice(lastUser + 1)
      .flatMap((i): ToolResult[] =>
        i['type'] === 'function_call_output' || i['type'] === 'custom_tool_call_output'
          ? [{ toolUseId: String(i['call_id']), content: outputText(i['output']), isError: false }]
          : [],
      ),
    toolNames: tools.map((t) => String(t['name'] ?? t['type'])),
    raw,
  };
}

function outputItems(reply: Reply): Record<string, unknown>[] {
  return reply.blocks.map((block) =>
    block.type === 'text'
      ? {
          type: 'message',
          id: newId('msg'),
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: block.text, annotations: [] }],
        }
      : {
          type: 'function_call',
          id: newId('fc'),
          call_id: block.id ?? newId('call'),
          name: block.name,
          arguments: JSON.stringify(block.input),
          status: 'completed',
        },
  );
}

/** The usage block of a response, as the real API reports it. */
export interface ResponsesUsage {
  /** All input tokens, the cached ones included. */
  readonly input_tokens: number;
  readonly input_tokens_details: { readonly cached_tokens: number };
  readonly output_tokens: number;
  readonly output_tokens_details: { readonly reasoning_tokens: number };
  readonly total_tokens: number;
}

/** OpenAI caches a prompt's prefix in 128-token steps, once the prompt has 1024 tokens. */
const CACHE_MIN_TOKENS = 1024;
const CACHE_STEP_TOKENS = 128;

/**
 * What a response reports it spent: the input and output estimated from
 * their size, and, as an agent's follow-up requests repeat the conversation
 * so far, three quarters of a long prompt served from the cache.
 */
export function responsesUsage(req: ModelRequest, reply: Reply): ResponsesUsage {
  const { input, output } = estimateUsage(req, reply);
  const cached =
    input >= CACHE_MIN_TOKENS
      ? Math.floor((input * 0.75) / CACHE_STEP_TOKENS) * CACHE_STEP_TOKENS
      : 0;
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: cached },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
}

export function replyAsResponse(req: ModelRequest, reply: Reply): Record<string, unknown> {
  return {
    id: newId('resp'),
    object: 'response',
    status: 'completed',
    model: req.model,
    output: outputItems(reply),
    usage: responsesUsage(req, reply),
  };
}

export function replyAsEvents(req: ModelRequest, reply: Reply): string[] {
  const id = newId('resp');
  const events = [
    sse('response.created', { response: { id, status: 'in_progress', model: req.model } }),
  ];
  outputItems(reply).forEach((item, output_index) => {
    const isText = item['type'] === 'message';
    const started = isText
      ? { ...item, status: 'in_progress', content: [] }
      : { ...item, status: 'in_progress', arguments: '' };
    events.push(sse('response.output_item.added', { output_index, item: started }));
    if (isText) {
      const text = (reply.blocks[output_index] as { text: string }).text;
      for (const delta of streamPieces(text)) {
        events.push(
          sse('response.output_text.delta', {
            output_index,
            content_index: 0,
            item_id: item['id'],
            delta,
          }),
        );
      }
    } else {
      for (const delta of streamPieces(String(item['arguments']))) {
        events.push(
          sse('response.function_call_arguments.delta', {
            output_index,
            item_id: item['id'],
            delta,
          }),
        );
      }
    }
    events.push(sse('response.output_item.done', { output_index, item }));
  });
  events.push(
    sse('response.completed', {
      response: { id, status: 'completed', model: req.model, usage: responsesUsage(req, reply) },
    }),
  );
  return events;
}

function sse(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

function newId(prefix: string): string {
  return `${prefix}_fake${randomBytes(9).toString('hex')}`;
}

function textsOf(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content
    .filter(isRecord)
    .flatMap((c) => (typeof c['text'] === 'string' ? [c['text']] : []));
}

function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (isRecord(output) && typeof output['content'] === 'string') return output['content'];
  return textsOf(output).join('\n') || JSON.stringify(output ?? '');
}

/**
 * The Gemini API dialect of the fake model (what Gemini CLI speaks through
 * @google/genai with an API key and GOOGLE_GEMINI_BASE_URL): reading a
 * `POST /v1beta/models/<model>:generateContent` or
 * `…:streamGenerateContent?alt=sse` body, and speaking a scripted reply as one
 * GenerateContentResponse or as server-sent events, one candidate chunk per
 * piece of text or function call, the last with finishReason and
 * usageMetadata.
 */
import { randomBytes } from 'node:crypto';
import type { ModelRequest, Reply, ToolResult } from '../fakeModel/reply';
import { estimateUsage, isRecord, streamPieces, textReply } from '../fakeModel/reply';
import type { ModelApi } from '../fakeModel/server';

/** `/v1beta/models/gemini-2.5-pro:streamGenerateContent` → model and method. */
const MODEL_ROUTE =
  /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/;

export const geminiApi: ModelApi = {
  name: 'Gemini API',
  isModelRoute: (method, route) =>
    method === 'POST' && /:(?:stream)?[gG]enerateContent$/.test(route) && MODEL_ROUTE.test(route),
  parse: parseGenerateContentRequest,
  sideReply: (req) => textReply(sideAnswer(req)),
  encode: (req, reply) =>
    req.stream
      ? { events: replyAsEvents(req, reply) }
      : { json: replyAsResponse(req, reply, reply.blocks.map(partOf)) },
  otherRoute(method, route, body) {
    if (method === 'POST' && MODEL_ROUTE.exec(route)?.[2] === 'countTokens') {
      return {
        status: 200,
        json: { totalTokens: Math.ceil(JSON.stringify(body ?? '').length / 4) },
      };
    }
    return null;
  },
};

/**
 * Gemini CLI's side requests ask for JSON by a schema (its model router's
 * classifier, loop and next-speaker checks): an answer that keeps it on its
 * main model and lets the user speak next; any other side request gets a word.
 */
function sideAnswer(req: ModelRequest): string {
  const config = req.raw['generationConfig'];
  const wantsJson = isRecord(config) && config['responseMimeType'] === 'application/json';
  if (!wantsJson) return 'OK';
  return JSON.stringify({
    reasoning: 'Scripted by the fake Gemini API.',
    model_choice: 'pro',
    next_speaker: 'user',
    unproductive_state_confidence: 0,
    unproductive_state_analysis: 'None.',
  });
}

/** A context block Gemini CLI wraps in one XML-like tag (e.g. <session_context>). */
const CONTEXT_BLOCK = /^\s*<([a-z_]+)>[\s\S]*<\/\1>\s*$/;

export function parseGenerateContentRequest(body: unknown, route = ''): ModelRequest {
  const raw = isRecord(body) ? body : {};
  const contents = (Array.isArray(raw['contents']) ? raw['contents'] : []).filter(isRecord);
  const tools = (Array.isArray(raw['tools']) ? raw['tools'] : []).filter(isRecord);
  // Function responses come back in role "user" contents: the user's own words are the
  // last user content that carries no function response.
  const lastUser = contents.findLastIndex(
    (c) => c['role'] === 'user' && partsOf(c).every((p) => !isRecord(p['functionResponse'])),
  );
  const [, model = '', method = ''] = MODEL_ROUTE.exec(route) ?? [];
  return {
    model,
    stream: method === 'streamGenerateContent',
    system: textsOf(raw['systemInstruction']).join('\n'),
    userText:
      lastUser >= 0
        ? textsOf(contents[lastUser])
            .filter((text) => !CONTEXT_BLOCK.test(text))
            .join('\n')
        : '',
    toolResults: contents.slice(lastUser + 1).flatMap((c) =>
      partsOf(c).flatMap((p): ToolResult[] => {
        const response = p['functionResponse'];
        return isRecord(response) ? [functionResult(response)] : [];
      }),
    ),
    toolNames: tools.flatMap((t) =>
      (Array.isArray(t['functionDeclarations']) ? t['functionDeclarations'] : [])
        .filter(isRecord)
        .map((d) => String(d['name'])),
    ),
    raw,
  };
}

/** A function response as Gemini CLI sends it: `{ output }` on success, `{ error }` on failure. */
export function functionResult(response: Record<string, unknown>): ToolResult {
  const body = isRecord(response['response']) ? response['response'] : {};
  const error = body['error'];
  const output = body['output'];
  return {
    toolUseId: String(response['id'] ?? response['name']),
    content:
      typeof error === 'string'
        ? error
        : typeof output === 'string'
          ? output
          : JSON.stringify(body),
    isError: error !== undefined,
  };
}

function partsOf(content: unknown): Record<string, unknown>[] {
  const parts = isRecord(content) ? content['parts'] : undefined;
  return (Array.isArray(parts) ? parts : []).filter(isRecord);
}

function textsOf(content: unknown): string[] {
  return partsOf(content).flatMap((p) =>
    typeof p['text'] === 'string' && p['thought'] !== true ? [p['text']] : [],
  );
}

function partOf(block: Reply['blocks'][number]): Record<string, unknown> {
  return block.type === 'text'
    ? { text: block.text }
    : { functionCall: { id: block.id ?? newId(), name: block.name, args: block.input } };
}

function usageOf(req: ModelRequest, reply: Reply) {
  const { input, output } = estimateUsage(req, reply);
  return { promptTokenCount: input, candidatesTokenCount: output, totalTokenCount: input + output };
}

/** One response; `parts` is the whole reply, or (streaming) the piece this chunk carries. */
function replyAsResponse(
  req: ModelRequest,
  reply: Reply,
  parts: Record<string, unknown>[],
  last = true,
): Record<string, unknown> {
  return {
    candidates: [
      {
        content: { role: 'model', parts },
        index: 0,
        ...(last ? { finishReason: 'STOP' } : {}),
      },
    ],
    ...(last ? { usageMetadata: usageOf(req, reply) } : {}),
    modelVersion: req.model,
    responseId: newId(),
  };
}

export function replyAsEvents(req: ModelRequest, reply: Reply): string[] {
  const pieces = reply.blocks.flatMap((block) =>
    block.type === 'text' ? streamPieces(block.text).map((text) => ({ text })) : [partOf(block)],
  );
  return pieces.map(
    (part, i) =>
      `data: ${JSON.stringify(replyAsResponse(req, reply, [part], i === pieces.length - 1))}\r\n\r\n`,
  );
}

function newId(): string {
  return randomBytes(9).toString('hex');
}

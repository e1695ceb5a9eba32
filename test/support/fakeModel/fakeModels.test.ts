import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeAnthropic, textReply, toolUseReply } from '../fakeAnthropic';
import { FALLBACK_TEXT } from './server';
import type { FakeModelServer } from './server';
import { FakeOpenAI } from '../fakeOpenAI';

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function events(response: Response): Promise<SseEvent[]> {
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  return (await response.text())
    .split('\n\n')
    .filter((chunk) => chunk.trim().length > 0)
    .map((chunk) => {
      const event = /^event: (.+)$/m.exec(chunk)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(chunk)?.[1] ?? '{}') as Record<string, unknown>;
      return { event, data };
    });
}

/** A Claude Code–like request: tools offered, context reminders before the user's words. */
function messagesRequest(userContent: unknown[], extra: Record<string, unknown> = {}) {
  return {
    model: 'claude-test',
    stream: true,
    max_tokens: 1000,
    system: [{ type: 'text', text: 'You are Claude Code.' }],
    tools: [{ name: 'Edit' }, { name: 'Bash' }],
    messages: [
      { role: 'user', content: userContent },
      { role: 'system', content: [{ type: 'text', text: '# Environment' }] },
    ],
    ...extra,
  };
}

const reminder = { type: 'text', text: '<system-reminder>\ncontext\n</system-reminder>' };

describe('the fake Anthropic Messages API', () => {
  let fake: FakeModelServer | undefined;
  afterEach(async () => fake?.close());

  it('streams a scripted text answer as the real event sequence', async () => {
    const anthropic = await FakeAnthropic.start();
    fake = anthropic;
    anthropic.reply(
      'PARLEY',
      'A **scripted** answer that is longer than one streamed delta of text.',
    );
    const res = await post(
      `${anthropic.url}/v1/messages?beta=true`,
      messagesRequest([reminder, { type: 'text', text: 'Say PARLEY\nplease' }]),
    );
    const got = await events(res);
    expect(got.map((e) => e.event)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const text = got
      .filter((e) => e.event === 'content_block_delta')
      .map((e) => (e.data['delta'] as { text: string }).text)
      .join('');
    expect(text).toBe('A **scripted** answer that is longer than one streamed delta of text.');
    expect(got[6]?.data['delta']).toMatchObject({ stop_reason: 'end_turn' });
    expect(anthropic.userTexts()).toEqual(['Say PARLEY\nplease']);
    expect(anthropic.pendingRules()).toBe(0);
  });

  it('streams a tool call as input_json deltas, then answers the tool result', async () => {
    const anthropic = await FakeAnthropic.start();
    fake = anthropic;
    const input = { file_path: '/tmp/a.ts', old_string: 'a', new_string: 'b'.repeat(60) };
    anthropic.reply('fix', toolUseReply('Edit', input)).afterTool('Fixed.', /updated/);

    const first = await events(
      await post(
        `${anthropic.url}/v1/messages`,
        messagesRequest([{ type: 'text', text: 'fix it' }]),
      ),
    );
    const start = first.find((e) => e.event === 'content_block_start')?.data['content_block'];
    expect(start).toMatchObject({ type: 'tool_use', name: 'Edit' });
    const json = first
      .filter((e) => e.event === 'content_block_delta')
      .map((e) => (e.data['delta'] as { partial_json: string }).partial_json)
      .join('');
    expect(JSON.parse(json)).toEqual(input);
    expect(first.find((e) => e.event === 'message_delta')?.data['delta']).toMatchObject({
      stop_reason: 'tool_use',
    });

    // The follow-up carries the user's words again plus the result: only afterTool may answer.
    const followUp = messagesRequest([
      { type: 'tool_result', tool_use_id: (start as { id: string }).id, content: 'File updated.' },
    ]);
    followUp.messages.unshift({ role: 'user', content: [{ type: 'text', text: 'fix it' }] });
    const second = await post(`${anthropic.url}/v1/messages`, { ...followUp, stream: false });
    expect(await second.json()).toMatchObject({
      content: [{ type: 'text', text: 'Fixed.' }],
      stop_reason: 'end_turn',
    });
    expect(anthropic.conversation()[1]?.toolResults).toEqual([
      { toolUseId: (start as { id: string }).id, content: 'File updated.', isError: false },
    ]);
  });

  it('answers side requests itself, without using up a scripted answer', async () => {
    const anthropic = await FakeAnthropic.start();
    fake = anthropic;
    anthropic.reply('PARLEY', 'main answer');
    const title = await post(`${anthropic.url}/v1/messages`, {
      model: 'claude-haiku',
      max_tokens: 50,
      system: 'Generate a short title for this session. Answer as JSON.',
      messages: [{ role: 'user', content: 'PARLEY request' }],
    });
    expect(await title.json()).toMatchObject({
      content: [{ type: 'text', text: '{"title": "Fake session"}' }],
    });
    expect(anthropic.pendingRules()).toBe(1);
    expect(anthropic.requests.map((r) => r.kind)).toEqual(['side']);
  });

  it('answers an unscripted turn with the fallback and records it as unmatched', async () => {
    const anthropic = await FakeAnthropic.start();
    fake = anthropic;
    const res = await post(`${anthropic.url}/v1/messages`, {
      ...messagesRequest([{ type: 'text', text: 'nobody scripted this' }]),
      stream: false,
    });
    expect(await res.json()).toMatchObject({ content: [{ type: 'text', text: FALLBACK_TEXT }] });
    expect(anthropic.unmatched()).toHaveLength(1);
  });

  it('counts tokens, 404s what it does not serve, and refuses to proxy anywhere', async () => {
    const anthropic = await FakeAnthropic.start();
    fake = anthropic;
    const count = await post(`${anthropic.url}/v1/messages/count_tokens`, { messages: [] });
    expect(await count.json()).toEqual({ input_tokens: expect.any(Number) });
    expect((await fetch(`${anthropic.url}/api/hello`)).status).toBe(404);

    const { port } = new URL(anthropic.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'CONNECT',
        path: 'example.com:443',
      });
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect(anthropic.proxyAttempts).toEqual(['example.com:443']);
    expect(anthropic.requests.map((r) => `${r.path} ${r.status}`)).toEqual([
      '/v1/messages/count_tokens 200',
      '/api/hello 404',
    ]);
  });
});

describe('the fake OpenAI Responses API', () => {
  let fake: FakeModelServer | undefined;
  afterEach(async () => fake?.close());

  /** A Codex-like request: context blocks, then the user's words, then tool outputs. */
  function responsesRequest(extraInput: unknown[] = []) {
    return {
      model: 'gpt-test',
      stream: true,
      tools: [{ type: 'function', name: 'exec_command' }],
      input: [
        { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'rules' }] },
        {
          type: 'message',
          role: 'user',
          content: [
            {
              type: 'input_text',
              text: '<environment_context>\n  <cwd>/x</cwd>\n</environment_context>',
            },
          ],
        },
        { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Run PARLEY' }] },
        ...extraInput,
      ],
    };
  }

  it('streams text and function calls, and matches the function output that comes back', async () => {
    const openai = await FakeOpenAI.start();
    fake = openai;
    openai.reply('PARLEY', toolUseReply('exec_command', { cmd: 'ls' }, 'Looking.'));
    openai.afterTool(textReply('Done.'), 'a.txt');

    const first = await events(await post(`${openai.url}/v1/responses`, responsesRequest()));
    expect(first.map((e) => e.event)).toEqual([
      'response.created',
      'response.output_item.added',
      'response.output_text.delta',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.output_item.done',
      'response.completed',
    ]);
    const call = first[6]?.data['item'] as { name: string; arguments: string; call_id: string };
    expect(call.name).toBe('exec_command');
    expect(JSON.parse(call.arguments)).toEqual({ cmd: 'ls' });
    expect(first[7]?.data['response']).toMatchObject({
      usage: { total_tokens: expect.any(Number) },
    });
    expect(openai.userTexts()).toEqual(['Run PARLEY']);

    const second = await events(
      await post(
        `${openai.url}/v1/responses`,
        responsesRequest([
          {
            type: 'function_call',
            call_id: call.call_id,
            name: 'exec_command',
            arguments: call.arguments,
          },
          { type: 'function_call_output', call_id: call.call_id, output: 'a.txt\n' },
        ]),
      ),
    );
    expect(second.find((e) => e.event === 'response.output_text.delta')?.data['delta']).toBe(
      'Done.',
    );
    expect(openai.pendingRules()).toBe(0);
  });

  it('answers the thread-title request itself with the JSON it asks for', async () => {
    const openai = await FakeOpenAI.start();
    fake = openai;
    const res = await post(`${openai.url}/v1/responses`, {
      ...responsesRequest(),
      tools: [],
      stream: false,
      text: { format: { type: 'json_schema', schema: { properties: { title: {} } } } },
    });
    expect(await res.json()).toMatchObject({
      output: [
        { type: 'message', content: [{ type: 'output_text', text: '{"title":"Fake session"}' }] },
      ],
    });
    expect(openai.requests.map((r) => r.kind)).toEqual(['side']);
  });
});

/**
 * The user side of a model request's whole conversation, in order: what the
 * person (here Parley, typing into the agent) wrote and what the agent's tools
 * gave back. A scripted model reads it as a real one reads its context, in
 * every wire format the fakes speak (Anthropic `messages`, OpenAI Responses
 * `input`, Gemini `contents`, OpenAI Chat Completions `messages`).
 */
import { isRecord } from '../fakeModel/reply';
import { functionResult } from '../fakeGemini/generateContent';

export interface UserSideBlock {
  readonly kind: 'text' | 'tool-result';
  readonly text: string;
  /** A tool result the agent marked as failed (Anthropic only says so). */
  readonly isError: boolean;
}

export function userSideBlocks(raw: Readonly<Record<string, unknown>>): UserSideBlock[] {
  if (Array.isArray(raw['messages'])) return anthropicBlocks(raw['messages']);
  if (Array.isArray(raw['input'])) return responsesBlocks(raw['input']);
  if (Array.isArray(raw['contents'])) return geminiBlocks(raw['contents']);
  return [];
}

function anthropicBlocks(messages: unknown[]): UserSideBlock[] {
  return messages.filter(isRecord).flatMap((message): UserSideBlock[] => {
    // Chat Completions' `messages` are the same, with each tool result a message of its own.
    if (message['role'] === 'tool') {
      return [{ kind: 'tool-result', text: textOf(message['content']), isError: false }];
    }
    if (message['role'] !== 'user') return [];
    const content = message['content'];
    if (typeof content === 'string') return [textBlock(content)];
    if (!Array.isArray(content)) return [];
    return content.filter(isRecord).flatMap((block): UserSideBlock[] => {
      if (block['type'] === 'text' && typeof block['text'] === 'string') {
        return [textBlock(block['text'])];
      }
      if (block['type'] === 'tool_result') {
        return [
          {
            kind: 'tool-result',
            text: textOf(block['content']),
            isError: block['is_error'] === true,
          },
        ];
      }
      return [];
    });
  });
}

function responsesBlocks(input: unknown[]): UserSideBlock[] {
  return input.filter(isRecord).flatMap((item): UserSideBlock[] => {
    if (item['role'] === 'user') return textsOf(item['content']).map(textBlock);
    if (item['type'] === 'function_call_output' || item['type'] === 'custom_tool_call_output') {
      return [{ kind: 'tool-result', text: textOf(item['output']), isError: false }];
    }
    return [];
  });
}

function geminiBlocks(contents: unknown[]): UserSideBlock[] {
  return contents.filter(isRecord).flatMap((content): UserSideBlock[] => {
    if (content['role'] !== 'user' || !Array.isArray(content['parts'])) return [];
    return content['parts'].filter(isRecord).flatMap((part): UserSideBlock[] => {
      if (typeof part['text'] === 'string') return [textBlock(part['text'])];
      if (!isRecord(part['functionResponse'])) return [];
      const result = functionResult(part['functionResponse']);
      return [{ kind: 'tool-result', text: result.content, isError: result.isError }];
    });
  });
}

const textBlock = (text: string): UserSideBlock => ({ kind: 'text', text, isError: false });

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value['content'] === 'string') return value['content'];
  return textsOf(value).join('\n');
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .flatMap((part) => (typeof part['text'] === 'string' ? [part['text']] : []));
}

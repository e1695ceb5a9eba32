/**
 * What a fake model API sees of a request and says back, in terms that hold
 * for every wire format (Anthropic Messages, OpenAI Responses): a test scripts
 * replies once and either fake speaks them in its own dialect.
 */

export type ReplyBlock =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool_use';
      /** The agent's tool (Claude Code: Edit, Write, Bash…; Codex: exec_command…). */
      readonly name: string;
      readonly input: Readonly<Record<string, unknown>>;
      /** Defaults to a fresh id. */
      readonly id?: string;
    };

/** One scripted answer of the model. */
export interface Reply {
  readonly blocks: readonly ReplyBlock[];
  /** Waits this long before the first byte, so the agent is seen busy. */
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
  blocks: [
    ...(preface ? [{ type: 'text' as const, text: preface }] : []),
    { type: 'tool_use', name, input },
  ],
});

export interface ToolResult {
  readonly toolUseId: string;
  readonly content: string;
  readonly isError: boolean;
}

/** A model request, read the same way whatever its wire format. */
export interface ModelRequest {
  readonly model: string;
  readonly stream: boolean;
  /** The system prompt / instructions, as text. */
  readonly system: string;
  /** The words of the latest user message (the agent's own reminders and context left out). */
  readonly userText: string;
  /** Tool results the request carries back after the model's last tool call. */
  readonly toolResults: readonly ToolResult[];
  /** The tools offered: the agent's main conversation offers them, its side requests do not. */
  readonly toolNames: readonly string[];
  readonly raw: Readonly<Record<string, unknown>>;
}

/** Rough token counts (4 characters a token) so agents show a plausible cost. */
export function estimateUsage(req: ModelRequest, reply: Reply): { input: number; output: number } {
  const outChars = reply.blocks.reduce(
    (n, b) => n + (b.type === 'text' ? b.text.length : JSON.stringify(b.input).length),
    0,
  );
  return {
    input: Math.max(1, Math.ceil(JSON.stringify(req.raw).length / 4)),
    output: Math.max(1, Math.ceil(outChars / 4)),
  };
}

/** Deltas of a few dozen characters, as the real APIs stream them. */
export function streamPieces(text: string, size = 40): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a fake model answers: an ordered list of rules, each matching a
 * request of the agent's main conversation (by the user's latest words, or by
 * a tool result coming back) and used up after its number of answers.
 * Requests no rule matches get a fallback answer and are recorded as
 * unmatched, so a test can tell a script that went wrong from one that ran out.
 */
import type { ModelRequest, Reply } from './reply';

export interface ReplyMatch {
  /** The latest user words contain this (string) or match it (RegExp). */
  readonly userText?: string | RegExp;
  /** The request brings a tool result back; with a string/RegExp, one whose content matches. */
  readonly toolResult?: true | string | RegExp;
  /** Anything else about the request. */
  readonly when?: (req: ModelRequest) => boolean;
}

export interface ScriptRule {
  readonly match: ReplyMatch;
  readonly reply: Reply | ((req: ModelRequest) => Reply);
  /** How many requests this rule answers before it is used up (default 1). */
  readonly times?: number;
}

interface LiveRule {
  readonly rule: ScriptRule;
  remaining: number;
}

export class ReplyScript {
  private readonly rules: LiveRule[] = [];

  add(rule: ScriptRule): void {
    this.rules.push({ rule, remaining: rule.times ?? 1 });
  }

  /** The reply for a main-conversation request, using up the first rule that matches. */
  take(req: ModelRequest): Reply | null {
    const live = this.rules.find((r) => r.remaining > 0 && matches(r.rule.match, req));
    if (!live) return null;
    live.remaining -= 1;
    const { reply } = live.rule;
    return typeof reply === 'function' ? reply(req) : reply;
  }

  /** Rules not yet used up: a finished test expects none. */
  pending(): number {
    return this.rules.filter((r) => r.remaining > 0).length;
  }

  clear(): void {
    this.rules.length = 0;
  }
}

function matches(match: ReplyMatch, req: ModelRequest): boolean {
  if (match.toolResult !== undefined) {
    const pattern = match.toolResult;
    if (req.toolResults.length === 0) return false;
    if (pattern !== true && !req.toolResults.some((r) => test(pattern, r.content))) return false;
  } else if (req.toolResults.length > 0) {
    // The request after a tool call repeats the user's words: only a tool-result
    // rule may answer it, or a text rule would fire twice in one turn.
    return false;
  }
  if (match.userText !== undefined && !test(match.userText, req.userText)) return false;
  return match.when ? match.when(req) : true;
}

function test(pattern: string | RegExp, text: string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

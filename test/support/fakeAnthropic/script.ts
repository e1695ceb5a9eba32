/**
 * What the fake model answers: an ordered list of rules, each matching a
 * request of the main conversation (by the user's last words, or by a tool
 * result coming back) and used up after its number of answers. Requests a
 * rule does not match get a fallback answer and are counted as unmatched, so
 * a test can tell a script that went wrong from one that ran out.
 */
import type { MessagesRequest, Reply } from './messages';
import { lastToolResults, lastUserText } from './messages';

export interface ReplyMatch {
  /** The last user message's own text contains this (string) or matches it (RegExp). */
  readonly userText?: string | RegExp;
  /** The last user message carries a tool result; with a string/RegExp, one whose content matches. */
  readonly toolResult?: true | string | RegExp;
  /** Anything else about the request. */
  readonly when?: (req: MessagesRequest) => boolean;
}

export interface ScriptRule {
  readonly match: ReplyMatch;
  readonly reply: Reply | ((req: MessagesRequest) => Reply);
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
  take(req: MessagesRequest): Reply | null {
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

function matches(match: ReplyMatch, req: MessagesRequest): boolean {
  if (match.userText !== undefined && !test(match.userText, lastUserText(req))) return false;
  if (match.toolResult !== undefined) {
    const results = lastToolResults(req);
    if (results.length === 0) return false;
    if (match.toolResult !== true) {
      const pattern = match.toolResult;
      if (!results.some((r) => test(pattern, r.content))) return false;
    }
  } else if (match.userText !== undefined && lastToolResults(req).length > 0) {
    // A tool result's turn repeats no new user words: a text rule must not
    // fire again on the follow-up request of the turn it already answered.
    return false;
  }
  return match.when ? match.when(req) : true;
}

function test(pattern: string | RegExp, text: string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

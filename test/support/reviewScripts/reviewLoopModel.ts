/**
 * A scripted model that plays both sides of a Parley review loop, answering
 * each request from what the request itself says, as a real model would:
 *
 * - a pointer to a prompt file → the agent's own file-reading tool on it;
 * - a review request (pasted, or read from the file) → the test's answer,
 *   written with the markers that request asks for; when the request names
 *   an answer file and the test gave a writeFile tool, the answer is written
 *   there with it first, and printed once the tool's result comes back;
 * - a feedback request → the test's edit, as the agent's own edit tool; once
 *   the tool's result comes back, a summary between the feedback's markers.
 *
 * Anything else is left unmatched (the fake records it and answers with its
 * fallback), so a loop that goes off script fails loudly. `steps` lists what
 * the model did, in order, for the test to compare with the loop it expected.
 */
import path from 'node:path';
import type { ModelRequest, Reply, ReplyBlock } from '../fakeModel/reply';
import { textReply } from '../fakeModel/reply';
import type { FakeModelServer } from '../fakeModel/server';
import { userSideBlocks } from './conversation';
import type { ParleyRequest } from './parleyRequest';
import { latestParleyRequest, markedAnswer } from './parleyRequest';

export type MarkedRequest = Exclude<ParleyRequest, { kind: 'pointer' }>;

export interface AuthorFix {
  /** The agent's own edit tool call (Claude Code: Edit; Codex: apply_patch). */
  readonly edit: ReplyBlock;
  /** Tool calls after the edit, one per request, as real authors check their work. */
  readonly checks?: readonly ReplyBlock[];
  /** What the author says once the edit is made (the markers are added). */
  readonly summary: string;
}

export interface ReviewLoopModelOptions {
  /** The agents' working directory: prompt file pointers are relative to it. */
  readonly workspace: string;
  /** The agent's own tool call that reads a file (Claude Code: Read). */
  readonly readFile: (absolutePath: string) => ReplyBlock;
  /** The agent's own tool call that writes a file (Claude Code: Write), for answer files. */
  readonly writeFile?: (absolutePath: string, content: string) => ReplyBlock;
  /** The whole review answer, markers included (see reviewAnswer). */
  readonly review: (request: MarkedRequest) => string;
  /**
   * A tool call in the middle of the review, as real reviewers make: the
   * answer's first half (up to its middle blank line) comes with the call,
   * the rest in the next message of the same turn.
   */
  readonly reviewToolMidway?: (request: MarkedRequest) => ReplyBlock;
  readonly fix: (request: MarkedRequest) => AuthorFix;
}

type Plan =
  | { readonly step: 'read-prompt'; readonly file: string }
  | {
      readonly step: 'write-answer' | 'review' | 'review-rest' | 'edit';
      readonly request: MarkedRequest;
    }
  | { readonly step: 'check'; readonly request: MarkedRequest; readonly index: number }
  | { readonly step: 'summary'; readonly request: MarkedRequest; readonly editFailed: boolean };

/** Enough answers for any loop a test runs; the steps, not a count, say what was expected. */
const ANY_NUMBER = 1000;

export class ReviewLoopModel {
  /** What the model did, in order: "read-prompt", "review 1", "edit 1", "summary 1", … */
  readonly steps: string[] = [];
  /** The text answers as sent, by step ("review 1" → the answer): what Parley should record. */
  readonly texts = new Map<string, string>();
  /** The requests answered, by step: what the agents were really sent. */
  readonly requests = new Map<string, MarkedRequest>();

  constructor(private readonly options: ReviewLoopModelOptions) {}

  /** Adds the model's rules to a fake API (requests with and without a tool result). */
  installOn(fake: FakeModelServer): void {
    const when = (req: ModelRequest) => this.plan(req) !== null;
    const reply = (req: ModelRequest) => this.answer(req);
    fake.script({ match: { when }, reply, times: ANY_NUMBER });
    fake.script({ match: { toolResult: true, when }, reply, times: ANY_NUMBER });
  }

  private plan(req: ModelRequest): Plan | null {
    const request = latestParleyRequest(userSideBlocks(req.raw));
    if (!request) return null;
    if (request.kind === 'pointer') {
      return {
        step: 'read-prompt',
        file: path.resolve(this.options.workspace, request.relativePath),
      };
    }
    const done = request.toolResultsSince;
    // A reminder is answered as a review is: `review` sees its kind and text.
    if (request.kind !== 'feedback') {
      const writes = this.options.writeFile && request.answerFile ? 1 : 0;
      if (done.length < writes) return { step: 'write-answer', request };
      if (done.length === writes) return { step: 'review', request };
      const split = this.options.reviewToolMidway ? 1 : 0;
      return done.length === writes + split ? { step: 'review-rest', request } : null;
    }
    const checks = this.options.fix(request).checks?.length ?? 0;
    if (done.length === 0) return { step: 'edit', request };
    if (done.length <= checks) return { step: 'check', request, index: done.length - 1 };
    if (done.length === checks + 1) {
      return { step: 'summary', request, editFailed: done[0]!.isError };
    }
    return null;
  }

  private answer(req: ModelRequest): Reply {
    const plan = this.plan(req);
    if (!plan) throw new Error('ReviewLoopModel answered a request it did not plan for.');
    if (plan.step === 'read-prompt') {
      this.steps.push('read-prompt');
      return { blocks: [this.options.readFile(plan.file)] };
    }
    const key =
      plan.step === 'check'
        ? `check ${plan.index + 1} of ${plan.request.round}`
        : `${plan.step} ${plan.request.round}`;
    this.steps.push(plan.step === 'summary' && plan.editFailed ? `${key} (edit failed)` : key);
    this.requests.set(key, plan.request);
    switch (plan.step) {
      case 'write-answer': {
        const file = path.resolve(this.options.workspace, plan.request.answerFile!);
        return { blocks: [this.options.writeFile!(file, this.options.review(plan.request))] };
      }
      case 'review':
        return this.reviewReply(key, plan.request);
      case 'review-rest': {
        const [, rest] = halves(this.options.review(plan.request));
        return textReply(rest);
      }
      case 'edit':
        return { blocks: [this.options.fix(plan.request).edit] };
      case 'check':
        return { blocks: [this.options.fix(plan.request).checks![plan.index]!] };
      case 'summary': {
        const summary = plan.editFailed
          ? 'The edit failed, so nothing was fixed.'
          : this.options.fix(plan.request).summary;
        return this.text(key, markedAnswer(plan.request.markers, summary));
      }
    }
  }

  private text(key: string, text: string): Reply {
    this.texts.set(key, text);
    return textReply(text);
  }

  /** The review whole, or its first half with the tool call made midway. */
  private reviewReply(key: string, request: MarkedRequest): Reply {
    const answer = this.options.review(request);
    const midway = this.options.reviewToolMidway?.(request);
    if (!midway) return this.text(key, answer);
    this.texts.set(key, answer);
    return { blocks: [{ type: 'text', text: halves(answer)[0] }, midway] };
  }
}

/**
 * An answer cut at its middle blank line (which a reader joining the two
 * messages with a blank line puts back): the begin marker is in the first
 * half, the end marker in the second.
 */
function halves(answer: string): [string, string] {
  const breaks = [...answer.matchAll(/\n\n/g)].map((m) => m.index);
  const cut = breaks[Math.floor(breaks.length / 2)];
  if (cut === undefined) throw new Error(`A review split midway needs a blank line:\n${answer}`);
  return [answer.slice(0, cut), answer.slice(cut + 2)];
}

import { parseReviewAnswer } from '../core/review/parse/reviewAnswerParser';
import { addressComments } from './author/addressComments';
import { authorReport } from './author/authorAnswer';
import { classifyRequest } from './request/classify';
import { readDiff } from './request/diffReader';
import { loadRequest } from './request/loadRequest';
import { requestNonce } from './request/nonce';
import {
  betweenMarkers,
  reviewAnswerBody,
  verdictText,
  type AnswerVerdict,
} from './review/answerFormat';
import type { DiffFile } from './review/diffModel';
import type { Finding } from './review/rules/rule';
import { reviewDiff, scopeOf } from './review/reviewer';
import type { TurnResult } from './terminal/repl';
import { plural } from '../../shared/plural';

/**
 * One parley-agent session: takes each submitted request, works out what it
 * asks (review, feedback, a format reminder), does it, and answers as the
 * request's instructions say: between this round's markers when it gives
 * them. Remembers its last review, which a format reminder asks for again.
 */
export class AgentSession {
  /** Kept apart from its text: a repeat answers a new nonce. */
  private lastReview: { findings: readonly Finding[]; verdict: AnswerVerdict } | null = null;

  constructor(private readonly cwd: string) {}

  respond(pasted: string): TurnResult {
    const request = loadRequest(pasted, this.cwd);
    if (request.kind === 'unreadable') {
      const answer = `I could not read the request file ${request.file}: ${request.reason}.`;
      return { activity: 'reading the request', answer, inputChars: request.inputChars };
    }
    const { text, inputChars } = request;
    const nonce = requestNonce(text);
    const diff = readDiff(text);
    const reply = (activity: string, answer: string): TurnResult => ({
      activity,
      answer,
      inputChars,
    });
    switch (classifyRequest(text, diff !== null)) {
      case 'review':
        return reply(
          `reviewing ${plural(diff?.length ?? 0, 'file')}`,
          this.review(text, diff ?? [], nonce),
        );
      case 'feedback':
        return reply('addressing the review comments', this.address(text, nonce));
      case 'format-reminder':
        return reply('repeating the review', this.repeatReview(nonce));
      case 'unknown':
        return reply('reading the request', notUnderstood(nonce));
    }
  }

  private review(text: string, files: readonly DiffFile[], nonce: string | null): string {
    const result = reviewDiff(files, scopeOf(text));
    const body = reviewAnswerBody(result.findings, result.verdict, nonce);
    this.lastReview = { findings: result.findings, verdict: result.verdict };
    const found =
      result.findings.length === 0
        ? 'nothing to report'
        : plural(result.findings.length, 'finding');
    const intro =
      files.length === 0
        ? 'The diff is empty: there is nothing to review.'
        : `Reviewed ${plural(files.length, 'file')} (${plural(result.addedLineCount, 'added line')}) with parley-agent's rule checks: ${found}.`;
    return `${intro}\n${betweenMarkers(body, nonce)}`;
  }

  private address(text: string, nonce: string | null): string {
    // The comments are listed before the closing instructions, in the answer block format.
    const listed = text.split(/^##\s+When you are done/im)[0] ?? text;
    const { comments } = parseReviewAnswer(listed);
    const report = authorReport(addressComments(comments, this.cwd));
    return betweenMarkers(report, nonce);
  }

  private repeatReview(nonce: string | null): string {
    if (this.lastReview === null) {
      return betweenMarkers(
        `I have given no review in this session, so there is none to repeat.\n\n${verdictText('NEEDS_DISCUSSION', nonce)}`,
        nonce,
      );
    }
    const { findings, verdict } = this.lastReview;
    const body = reviewAnswerBody(findings, verdict, nonce);
    return `Here is the same review again.\n${betweenMarkers(body, nonce)}`;
  }
}

function notUnderstood(nonce: string | null): string {
  const text = [
    "I don't understand this request. parley-agent answers Parley's requests: a code review",
    'request with a diff (it runs rule checks and answers with review comments and a verdict),',
    'and review feedback listing comments to address (it fixes what it can in the files).',
  ].join('\n');
  return nonce === null
    ? text
    : betweenMarkers(`${text}\n\n${verdictText('NEEDS_DISCUSSION', nonce)}`, nonce);
}

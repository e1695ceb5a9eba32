import type { AgentReview, ReviewRound, SessionSnapshot, Verdict } from '../../../shared/contract';
import { VERDICT_RESTATEMENT_NOTES } from '../../../shared/contract';
import { findingsLetGoIn } from '../../../shared/findingHistory';
import { commentsSentIn, unsentComments, unsentCommentText } from '../model/humanComments';
import { roundCostText } from '../model/costText';
import type { DiffChoice } from '../model/diffChoice';
import { FailedPhases } from './FailedPhases';
import { HumanCommentsSaid } from './HumanCommentsSaid';
import { FindingTrail } from '../diff/FindingTrail';
import { ResolutionChip } from './ResolutionChip';
import { InlineMarkdown } from '../ui/InlineMarkdown';
import { isRunning, progressText } from '../model/reviewStatus';

const verdictWords: Readonly<Record<Verdict, string>> = {
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  'needs-discussion': 'Needs discussion',
};

interface RoundConversationProps {
  readonly review: AgentReview;
  /** A reviewer session's name, as it is now or as the review recorded it. */
  readonly reviewerNameOf: (sessionId: string) => string;
  readonly authorName: string;
  readonly onShowDiff: (choice: DiffChoice) => void;
  readonly onRemoveComment: (commentId: string) => Promise<string | null>;
  /** The sessions, so progress can say when the review waits on a person. */
  readonly sessions: readonly SessionSnapshot[];
}

/**
 * The review round by round: the reviewer's verdict and comments (and which
 * of them were resolved or dismissed, and each one's finding history), the people's comments its feedback
 * carried, then the author's answer; last, people's comments waiting for the
 * next feedback.
 */
export function RoundConversation(props: RoundConversationProps) {
  const { review } = props;
  const unsent = unsentComments(review);
  return (
    <ol className="conversation" aria-label="Rounds">
      {review.rounds.map((round) => (
        <RoundEntry key={round.roundNumber} round={round} {...props} />
      ))}
      <FailedPhases
        review={review}
        reviewerNameOf={props.reviewerNameOf}
        authorName={props.authorName}
      />
      {isRunning(review) && (
        <li className="round-entry is-pending">{progressText(review, props.sessions)}</li>
      )}
      {review.rounds.length === 0 && !isRunning(review) && (
        <li className="round-entry is-pending">No round was recorded.</li>
      )}
      {unsent.length > 0 && (
        <li className="round-entry" aria-label="Not sent yet">
          <header className="round-header">
            <h3>Not sent yet</h3>
            <span className="muted">
              {unsentCommentText(
                review,
                props.sessions.some((s) => s.id === review.authorSessionId),
              )}
            </span>
          </header>
          <HumanCommentsSaid comments={unsent} onRemove={props.onRemoveComment} />
        </li>
      )}
    </ol>
  );
}

function RoundEntry({
  review,
  round,
  reviewerNameOf,
  authorName,
  onShowDiff,
  onRemoveComment,
}: RoundConversationProps & { round: ReviewRound }) {
  const cost = roundCostText(round.cost);
  const n = round.roundNumber;
  const fromPeople = commentsSentIn(review, n);
  const letGo = findingsLetGoIn(review.findings ?? [], n);
  return (
    <li className="round-entry" aria-label={`Round ${n}`}>
      <header className="round-header">
        <h3>Round {n}</h3>
        <span className="verdict-chip" data-verdict={round.verdict ?? 'none'}>
          {round.verdict ? verdictWords[round.verdict] : 'No readable answer'}
        </span>
        <span className="round-cost">
          author {cost.author} · reviewer {cost.reviewer}
        </span>
      </header>
      <div className="round-links">
        <button
          type="button"
          className="link-button"
          onClick={() => onShowDiff({ kind: 'round', round: n, sinceLast: false })}
        >
          Reviewed diff
        </button>
        {n > 1 && (
          <button
            type="button"
            className="link-button"
            onClick={() => onShowDiff({ kind: 'round', round: n, sinceLast: true })}
          >
            Changes since round {n - 1}
          </button>
        )}
      </div>
      <section className="round-said">
        <h4>{reviewerNameOf(round.reviewerSessionId ?? review.reviewerSessionId)} (reviewer)</h4>
        {letGo.length > 0 && (
          <ul className="round-comments" aria-label="On earlier findings">
            {letGo.map((said) => (
              <li key={said}>
                <InlineMarkdown text={said} />
              </li>
            ))}
          </ul>
        )}
        {round.reviewComments.length === 0 ? (
          <p className="muted">{letGo.length > 0 ? 'No finding left open.' : 'No comments.'}</p>
        ) : (
          <ul className="round-comments">
            {round.reviewComments.map((c, i) => (
              <li key={i} data-resolution={c.resolution}>
                <span className="severity-chip" data-severity={c.severity}>
                  {c.severity}
                </span>
                <code className="comment-file">
                  {c.file}
                  {c.line > 0 ? `:${c.line}` : ''}
                </code>
                <span>
                  <InlineMarkdown text={c.comment} />
                </span>
                <ResolutionChip comment={c} />
                <FindingTrail review={review} findingId={c.findingId} />
              </li>
            ))}
          </ul>
        )}
        {round.reviewerChangedFiles && (
          <p className="reviewer-changed" role="alert">
            The reviewer changed files while reviewing, which it must not:{' '}
            {round.reviewerChangedFiles.map((file) => (
              <code key={file} className="comment-file">
                {file}
              </code>
            ))}
          </p>
        )}
        {round.quotedVerdict && (
          <p className="reviewer-changed quoted-verdict" role="alert">
            The answer quoted a verdict that was not the reviewer&apos;s own (from the diff, or
            without this round&apos;s nonce): it did not count.
          </p>
        )}
        {round.verdictRestatement && (
          <p className="reviewer-changed verdict-restatement" role="status">
            {VERDICT_RESTATEMENT_NOTES[round.verdictRestatement]}
          </p>
        )}
        {round.verdict === null && round.rawAnswer && (
          <details className="raw-answer">
            <summary>The reviewer&apos;s raw answer</summary>
            <pre>{round.rawAnswer}</pre>
          </details>
        )}
      </section>
      {fromPeople.length > 0 && (
        <HumanCommentsSaid comments={fromPeople} onRemove={onRemoveComment} />
      )}
      {round.authorResponse && (
        <section className="round-said">
          <h4>{authorName} (author)</h4>
          <pre className="author-response">{round.authorResponse}</pre>
        </section>
      )}
    </li>
  );
}

import type { AgentReview, ReviewRound, Verdict } from '../../../shared/contract';
import { roundCostText } from './costText';
import type { DiffChoice } from './diffChoice';
import { isRunning, progressText } from './reviewStatus';

const verdictWords: Readonly<Record<Verdict, string>> = {
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  'needs-discussion': 'Needs discussion',
};

interface RoundConversationProps {
  readonly review: AgentReview;
  readonly reviewerName: string;
  readonly authorName: string;
  readonly onShowDiff: (choice: DiffChoice) => void;
}

/** The review round by round: the reviewer's verdict and comments, then the author's answer. */
export function RoundConversation(props: RoundConversationProps) {
  const { review } = props;
  return (
    <ol className="conversation" aria-label="Rounds">
      {review.rounds.map((round) => (
        <RoundEntry key={round.roundNumber} round={round} {...props} />
      ))}
      {isRunning(review) && <li className="round-entry is-pending">{progressText(review)}</li>}
      {review.rounds.length === 0 && !isRunning(review) && (
        <li className="round-entry is-pending">No round was recorded.</li>
      )}
    </ol>
  );
}

function RoundEntry({
  round,
  reviewerName,
  authorName,
  onShowDiff,
}: RoundConversationProps & { round: ReviewRound }) {
  const cost = roundCostText(round.cost);
  const n = round.roundNumber;
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
        <h4>{reviewerName} (reviewer)</h4>
        {round.reviewComments.length === 0 ? (
          <p className="muted">No comments.</p>
        ) : (
          <ul className="round-comments">
            {round.reviewComments.map((c, i) => (
              <li key={i}>
                <span className="severity-chip" data-severity={c.severity}>
                  {c.severity}
                </span>
                <code className="comment-file">
                  {c.file}
                  {c.line > 0 ? `:${c.line}` : ''}
                </code>
                <span>{c.comment}</span>
              </li>
            ))}
          </ul>
        )}
        {round.verdict === null && round.rawAnswer && (
          <details className="raw-answer">
            <summary>The reviewer&apos;s raw answer</summary>
            <pre>{round.rawAnswer}</pre>
          </details>
        )}
      </section>
      {round.authorResponse && (
        <section className="round-said">
          <h4>{authorName} (author)</h4>
          <pre className="author-response">{round.authorResponse}</pre>
        </section>
      )}
    </li>
  );
}

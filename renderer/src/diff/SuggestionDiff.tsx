import type { ReviewComment } from '../../../shared/contract';

interface SuggestionDiffProps {
  readonly comment: ReviewComment;
  /** Writes it to the working tree; absent when it cannot be applied here. */
  readonly onApply?: () => void;
  readonly busy: boolean;
}

function linesOf(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}

/**
 * A reviewer's suggestion as a diff of the lines it replaces (as the reviewer
 * saw them) against the suggested ones, numbered from the cited line, with
 * "Apply suggestion" while it is open.
 */
export function SuggestionDiff({ comment, onApply, busy }: SuggestionDiffProps) {
  const suggested = linesOf(comment.suggestion ?? '');
  const replaced = comment.replaces === undefined ? null : linesOf(comment.replaces);
  return (
    <figure className="suggestion" aria-label="Suggested change">
      <table className="suggestion-diff">
        <tbody>
          {replaced?.map((text, i) => (
            <tr key={`old-${i}`} className="suggestion-old">
              <td className="suggestion-num">{comment.line + i}</td>
              <td className="suggestion-mark" aria-label="removed">
                −
              </td>
              <td className="suggestion-code">{text}</td>
            </tr>
          ))}
          {suggested.map((text, i) => (
            <tr key={`new-${i}`} className="suggestion-new">
              <td className="suggestion-num">{comment.line + i}</td>
              <td className="suggestion-mark" aria-label="added">
                +
              </td>
              <td className="suggestion-code">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {comment.suggestionApplied && comment.resolution === undefined ? (
        <figcaption className="suggestion-note">
          Applied to the working tree before the comment was reopened.
        </figcaption>
      ) : (
        replaced === null && (
          <figcaption className="suggestion-note">
            The lines it replaces were not readable when it was made: apply it by hand.
          </figcaption>
        )
      )}
      {onApply && replaced !== null && (
        <div className="suggestion-actions">
          <button type="button" className="button small" disabled={busy} onClick={onApply}>
            Apply suggestion
          </button>
        </div>
      )}
    </figure>
  );
}

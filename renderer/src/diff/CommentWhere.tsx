import { Fragment, type ReactNode } from 'react';

/**
 * A comment's round, line and state as one run of text, parts separated by
 * " · ". It wraps as text, and the space before each dot does not break: a
 * narrow card's second line never starts with a dot.
 */
export function CommentWhere({ parts }: { parts: readonly ReactNode[] }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false);
  if (shown.length === 0) return null;
  return (
    <span className="comment-where">
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && '\u00a0· '}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

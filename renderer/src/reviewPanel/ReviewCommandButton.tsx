import type { ReactNode } from 'react';
import type { ReviewCommand, ReviewCommands } from './useReviewCommand';

/** The review commands that need nothing but the review's id. */
type ByIdCommand = Exclude<ReviewCommand, 'review:reassign' | 'review:raise-ceiling'>;

interface ReviewCommandButtonProps {
  readonly command: ByIdCommand;
  readonly reviewId: string;
  readonly commands: ReviewCommands;
  /** The step the review waits for, when there is one. */
  readonly primary?: boolean;
  readonly title?: string;
  readonly children: ReactNode;
}

/** Runs one command on the review; every such button waits while any command is under way. */
export function ReviewCommandButton({
  command,
  reviewId,
  commands,
  primary,
  title,
  children,
}: ReviewCommandButtonProps) {
  return (
    <button
      type="button"
      className={primary ? 'button primary small' : 'button small'}
      disabled={commands.pending !== null}
      title={title}
      onClick={() => void commands.run(command, { id: reviewId })}
    >
      {children}
    </button>
  );
}

/**
 * The code a comment spoke of is not as the diff shown has it: on the diff
 * as it is now, rewritten since the comment was made (the label's default).
 */
export function OutdatedTag({ title, label = 'Outdated' }: { title: string; label?: string }) {
  return (
    <span className="comment-outdated" title={title}>
      {label}
    </span>
  );
}

/** On the diff as it is now: the code a comment spoke of has been rewritten since it was made. */
export function OutdatedTag({ title }: { title: string }) {
  return (
    <span className="comment-outdated" title={title}>
      Outdated
    </span>
  );
}

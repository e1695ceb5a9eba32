import type { CommentResolution } from '../../../shared/contract';
import { resolutionSaid } from './resolutionText';

/** A settled comment's state in the conversation; nothing for an open one. */
export function ResolutionChip({
  comment,
}: {
  comment: { readonly resolution?: CommentResolution; readonly suggestionApplied?: boolean };
}) {
  const said = resolutionSaid(comment);
  return (
    said && (
      <span className="resolution-chip" data-resolution={said.resolution}>
        {said.text}
      </span>
    )
  );
}

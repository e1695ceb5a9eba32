import type { CommentResolution } from '../../../shared/contract';
import { startedText } from '../model/reviewRows';
import { useNow } from '../ui/useNow';
import { resolutionSaid } from '../model/resolutionText';

interface ResolutionChipProps {
  readonly comment: {
    readonly resolution?: CommentResolution;
    readonly resolvedAt?: string;
    readonly suggestionApplied?: boolean;
  };
}

/** A settled comment's state in the conversation, and when; nothing for an open one. */
export function ResolutionChip({ comment }: ResolutionChipProps) {
  const now = useNow(false);
  const said = resolutionSaid(comment);
  if (!said) return null;
  return (
    <span className="resolution-chip" data-resolution={said.resolution}>
      {said.text}
      {said.at && (
        <>
          {', '}
          <time dateTime={said.at} title={new Date(said.at).toLocaleString()}>
            {startedText(said.at, now)}
          </time>
        </>
      )}
    </span>
  );
}

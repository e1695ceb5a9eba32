import type { CommentResolution } from '../../../shared/contract';
import { PERSON_NAME } from './humanComments';

/** What the conversation says about a settled comment, and how to tint it. */
export interface ResolutionSaid {
  readonly resolution: CommentResolution;
  readonly text: string;
  /** When it was settled; null for a comment settled before Parley recorded the time. */
  readonly at: string | null;
}

/**
 * "Resolved by you", "Dismissed by you", "Suggestion applied by you", and
 * when; null for an open comment. Only a person settles a comment (Resolve,
 * Dismiss, Apply suggestion in the Review Panel), so the person is who did it.
 */
export function resolutionSaid(comment: {
  readonly resolution?: CommentResolution;
  readonly resolvedAt?: string;
  readonly suggestionApplied?: boolean;
}): ResolutionSaid | null {
  const settled = settledText(comment);
  if (settled === null || comment.resolution === undefined) return null;
  return {
    resolution: comment.resolution,
    text: `${settled} by ${PERSON_NAME.toLowerCase()}`,
    at: comment.resolvedAt ?? null,
  };
}

/** How a settled comment is labelled where it folds away. */
export function settledText(comment: {
  readonly resolution?: CommentResolution;
  readonly suggestionApplied?: boolean;
}): string | null {
  // Reopened after its suggestion was applied: open again, whatever it says of the suggestion.
  if (comment.resolution === undefined) return null;
  if (comment.suggestionApplied) return 'Suggestion applied';
  if (comment.resolution === 'resolved') return 'Resolved';
  if (comment.resolution === 'dismissed') return 'Dismissed';
  return null;
}

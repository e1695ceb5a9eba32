import { useCallback, useState } from 'react';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { defaultSourceDraft, draftFromSource, type DiffSourceDraft } from './diffSourceDraft';
import { defaultReviewer, type RequestDraft } from './requestDraft';

export interface RequestDialogState {
  readonly initial: Pick<RequestDraft, 'authorSessionId' | 'reviewerSessionId' | 'source'>;
  readonly focus: 'author' | 'reviewer';
}

export interface ReviewRequests {
  readonly dialog: RequestDialogState | null;
  /** The diff source picked for an author's work, shared by its panel and the form. */
  readonly sourceFor: (authorSessionId: string) => DiffSourceDraft;
  readonly setSource: (authorSessionId: string, draft: DiffSourceDraft) => void;
  readonly requestReviewFrom: (author: SessionSnapshot) => void;
  readonly offerAsReviewer: (reviewer: SessionSnapshot, selectedId: string | null) => void;
  /** Remembers the source a started review used, and closes the form. */
  readonly started: (review: AgentReview) => void;
  readonly close: () => void;
}

/** The Request Agent Review form: who opened it for what, and each author's diff source. */
export function useReviewRequests(
  sessions: readonly SessionSnapshot[],
  reviews: readonly AgentReview[],
): ReviewRequests {
  const [dialog, setDialog] = useState<RequestDialogState | null>(null);
  const [sources, setSources] = useState<Readonly<Record<string, DiffSourceDraft>>>({});

  const sourceFor = useCallback(
    (authorSessionId: string) => sources[authorSessionId] ?? defaultSourceDraft,
    [sources],
  );
  const setSource = useCallback((authorSessionId: string, draft: DiffSourceDraft) => {
    setSources((previous) => ({ ...previous, [authorSessionId]: draft }));
  }, []);
  const exists = (id: string | undefined) => sessions.some((s) => s.id === id);

  const likelyReviewer = (authorId: string) =>
    defaultReviewer(
      authorId,
      sessions.map((s) => s.id),
      reviews,
    );

  return {
    dialog,
    sourceFor,
    setSource,
    requestReviewFrom: (author) =>
      setDialog({
        initial: {
          authorSessionId: author.id,
          reviewerSessionId: likelyReviewer(author.id),
          source: sourceFor(author.id),
        },
        focus: 'reviewer',
      }),
    offerAsReviewer: (reviewer, selectedId) => {
      const author =
        selectedId && selectedId !== reviewer.id && exists(selectedId)
          ? selectedId
          : (sessions.find((s) => s.id !== reviewer.id)?.id ?? '');
      setDialog({
        initial: {
          authorSessionId: author,
          reviewerSessionId: reviewer.id,
          source: sourceFor(author),
        },
        focus: 'author',
      });
    },
    started: (review) => {
      setSource(review.authorSessionId, draftFromSource(review.diffSource));
      setDialog(null);
    },
    close: () => setDialog(null),
  };
}

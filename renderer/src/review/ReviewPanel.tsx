import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type {
  AgentReview,
  DiffSource,
  ProfileSnapshot,
  SessionSnapshot,
} from '../../../shared/contract';
import { useConnection } from '../api/ClientContext';
import type { CommentOrigin } from '../diff/CommentCard';
import type { PeopleComments } from '../diff/humanCommentState';
import { tokenizeWorker } from '../diff/tokenizeProtocol';
import { useDiff, type DiffRequest } from '../state/useDiff';
import { ChangesView } from './ChangesView';
import { CostFooter } from './CostFooter';
import { canComment, commentsFor, resolveChoice, type DiffChoice } from './diffChoice';
import { DiffChoiceBar } from './DiffChoiceBar';
import { DiffSourceBar } from './DiffSourceBar';
import { toDiffSource, type DiffSourceDraft } from './diffSourceDraft';
import { isRunning } from './reviewStatus';
import { ReviewStatusBar } from './ReviewStatusBar';
import { ReviewTabs, type ReviewTab } from './ReviewTabs';
import { RoundConversation } from './RoundConversation';
import { useDraftComments } from './useDraftComments';
import { useHumanComments } from './useHumanComments';
import { useReviewCommentActions } from './useReviewCommentActions';
import { CommentActionsContext } from '../diff/commentActions';
import { IconButton } from '../components/IconButton';

interface ReviewPanelProps {
  /** The author: the session whose work the panel shows. */
  readonly session: SessionSnapshot;
  readonly sessions: readonly SessionSnapshot[];
  readonly profiles: readonly ProfileSnapshot[];
  /** The review shown: the latest of the author's work, or one opened from the Reviews list. */
  readonly review: AgentReview | null;
  readonly sourceDraft: DiffSourceDraft;
  readonly onSourceDraftChange: (draft: DiffSourceDraft) => void;
  readonly onRequestReview: () => void;
  readonly onClose: () => void;
  readonly applyReview: (review: AgentReview) => void;
  /** Shown under the header: e.g. that this is an earlier review than the latest. */
  readonly notice?: ReactNode;
}

function sessionLabel(
  id: string,
  sessions: readonly SessionSnapshot[],
  profiles: readonly ProfileSnapshot[],
) {
  const session = sessions.find((s) => s.id === id);
  const agent = profiles.find((p) => p.id === session?.profileId)?.name ?? session?.profileId;
  return { name: session?.name ?? 'a closed session', agent: agent ?? 'unknown agent' };
}

function appliedSource(
  pick: { reviewId: string | null; source: DiffSource } | null,
  review: AgentReview | null,
  draft: DiffSourceDraft,
): DiffSource {
  if (pick && pick.reviewId === (review?.id ?? null)) return pick.source;
  if (review) return review.diffSource;
  const fromDraft = toDiffSource(draft);
  return fromDraft.ok ? fromDraft.source : { kind: 'working-tree' };
}

/** Beside the terminal: the author's diff, the review loop's state, its comments and costs. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { session, sessions, profiles, review, sourceDraft } = props;
  const { epoch } = useConnection();
  const ids = useId();
  const [tab, setTab] = useState<ReviewTab>('changes');
  // A pick belongs to one review: a new review starts on its latest round again.
  const [picked, setPicked] = useState<{ reviewId: string | null; choice: DiffChoice } | null>(
    null,
  );
  // The source captured for "Now": the person's pick, else the review's own source.
  const [sourcePick, setSourcePick] = useState<{
    reviewId: string | null;
    source: DiffSource;
  } | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const [sourceError, setSourceError] = useState<string | null>(null);

  const reviewId = review?.id ?? null;
  const applied = appliedSource(sourcePick, review, sourceDraft);
  const pickedChoice = picked && picked.reviewId === reviewId ? picked.choice : null;
  // Kept stable between renders, so the diff's inline comments are not rebuilt needlessly.
  const choice = useMemo(() => resolveChoice(pickedChoice, review), [pickedChoice, review]);
  const choose = (next: DiffChoice) => {
    setPicked({ reviewId, choice: next });
    setTab('changes');
  };

  const request: DiffRequest =
    choice.kind === 'now' || !review
      ? { kind: 'capture', sessionId: session.id, diffSource: applied }
      : {
          kind: 'round',
          reviewId: review.id,
          round: choice.round,
          view: choice.sinceLast ? 'since-previous' : 'reviewed',
        };
  // The diff as it is now changes as the review goes on: capture it again at each step.
  const reviewStep = review
    ? `${review.id}:${review.rounds.length}:${review.status}:${review.phase ?? ''}`
    : '';
  const stamp = request.kind === 'capture' ? `${epoch}:${refreshes}:${reviewStep}` : `${epoch}`;
  const { diff, error, loading } = useDiff(request, stamp);

  function applySource(draft: DiffSourceDraft) {
    const source = toDiffSource(draft);
    if (!source.ok) {
      setSourceError(source.error);
      return;
    }
    setSourceError(null);
    setSourcePick({ reviewId, source: source.source });
    setRefreshes((n) => n + 1);
    choose({ kind: 'now' });
  }

  const shown = useMemo(() => commentsFor(choice, review), [choice, review]);
  const humanActions = useHumanComments(reviewId, props.applyReview);
  // An applied suggestion is in the working tree: show the diff as it is now, captured afresh.
  const showAppliedSuggestion = useCallback(() => {
    setPicked({ reviewId, choice: { kind: 'now' } });
    setRefreshes((n) => n + 1);
  }, [reviewId]);
  const commentActions = useReviewCommentActions(review, props.applyReview, showAppliedSuggestion);
  // Before any review of this work, a person's comments are drafts the next review takes.
  const drafts = useDraftComments(session.id, review === null);
  const people = useMemo<PeopleComments>(
    () =>
      review
        ? { comments: shown.human, actions: humanActions, canAdd: canComment(choice, review) }
        : { comments: drafts.comments, actions: drafts.actions, canAdd: choice.kind === 'now' },
    [shown, humanActions, choice, review, drafts],
  );
  const reviewer = review ? sessionLabel(review.reviewerSessionId, sessions, profiles) : null;
  const origin: CommentOrigin | null =
    reviewer && shown.round !== null
      ? { round: shown.round, reviewerName: reviewer.name, reviewerAgent: reviewer.agent }
      : null;
  const running = review !== null && isRunning(review);

  return (
    <section className="review-panel" aria-label="Review Panel">
      <header className="pane-header review-header">
        <h2 className="pane-title">Review</h2>
        <span className="review-of" title={session.name}>
          {session.name}
        </span>
        <span className="pane-spacer" />
        <button
          type="button"
          className="button primary small"
          disabled={running}
          title={running ? 'A review of this session is running' : undefined}
          onClick={props.onRequestReview}
        >
          Request Agent Review
        </button>
        <IconButton
          icon="close"
          label="Close Review Panel"
          title="Close (Ctrl+Shift+G)"
          iconSize={14}
          onClick={props.onClose}
        />
      </header>
      {props.notice}
      <DiffSourceBar
        draft={sourceDraft}
        onDraftChange={props.onSourceDraftChange}
        onApply={applySource}
        loading={loading}
        description={diff?.description ?? null}
        storedRound={request.kind === 'round' ? request.round : null}
      />
      {sourceError && (
        <p className="panel-error" role="alert">
          {sourceError}
        </p>
      )}
      {review && (
        <ReviewStatusBar
          key={review.id}
          review={review}
          sessions={sessions}
          apply={props.applyReview}
        />
      )}
      <ReviewTabs id={ids} tab={tab} onTab={setTab} rounds={review?.rounds.length ?? 0} />
      <div
        className="review-body"
        role="tabpanel"
        id={`${ids}-${tab}`}
        aria-labelledby={`${ids}-${tab}-tab`}
      >
        <CommentActionsContext.Provider value={commentActions}>
          {tab === 'changes' ? (
            <>
              <DiffChoiceBar review={review} choice={choice} onChoose={choose} diff={diff} />
              <ChangesView
                key={JSON.stringify(request)}
                diff={diff}
                error={error}
                loading={loading}
                comments={shown.comments}
                side={shown.side}
                origin={origin}
                people={people}
                worker={tokenizeWorker()}
              />
            </>
          ) : review ? (
            <RoundConversation
              review={review}
              reviewerName={reviewer?.name ?? ''}
              authorName={session.name}
              onShowDiff={choose}
              onRemoveComment={humanActions.remove}
              sessions={sessions}
            />
          ) : (
            <p className="review-empty">
              No review of this session yet. Request an agent review to start one.
            </p>
          )}
        </CommentActionsContext.Provider>
      </div>
      {review && <CostFooter review={review} />}
    </section>
  );
}

import { useCallback, useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { AgentReview, DiffSource, SessionSnapshot } from '../../../shared/contract';
import { useConnection } from '../api/ClientContext';
import type { CommentOrigin } from '../diff/CommentCard';
import { CommentActionsContext } from '../diff/commentActions';
import { tokenizeWorker } from '../diff/tokenizeProtocol';
import { canComment, commentsFor, resolveChoice, type DiffChoice } from '../model/diffChoice';
import {
  defaultSourceEntry,
  entryFromSource,
  toDiffSource,
  type DiffSourceEntry,
} from '../model/diffSourceEntry';
import type { PeopleComments } from '../model/humanComments';
import { isRunning } from '../model/reviewStatus';
import {
  closedSessionLabel,
  closedSessionName,
  reviewerOfRound,
  sessionLabel,
} from '../model/storedReview';
import { sourceEntryOf } from '../store/selectors';
import { useRepoBranches } from './useRepoBranches';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { ChangesView } from './ChangesView';
import { CostFooter } from './CostFooter';
import { DiffChoiceBar } from './DiffChoiceBar';
import { DiffSourceBar } from './DiffSourceBar';
import { ReviewPanelHeader } from './ReviewPanelHeader';
import { ReviewStatusBar } from './ReviewStatusBar';
import { usePanelView, type PanelView } from './panelView';
import { ReviewTabs, type ReviewTab } from './ReviewTabs';
import { RoundConversation } from './RoundConversation';
import { StoredDiffBar } from './StoredDiffBar';
import { textOriginOf, useDiff, type DiffRequest } from './useDiff';
import { useCommentsNow, useDraftsNow, usePeopleOnRound } from './useCommentsNow';
import { useHumanComments, type CommentView } from './useHumanComments';
import { placedNow, placedPeople } from '../model/placedNow';
import { usePreReviewComments } from './usePreReviewComments';
import { appliedSource } from './appliedSource';
import { useAppliedSuggestion } from './useAppliedSuggestion';
import { useReviewCommentActions } from './useReviewCommentActions';

interface PanelProps {
  readonly onClose: () => void;
  /** Shown under the header: e.g. that this is an earlier review than the latest. */
  readonly notice?: ReactNode;
  /** The panel's element, for the keyboard to be put in it (see usePanelFocus). */
  readonly ref?: Ref<HTMLElement>;
}

/** Beside the author's terminal: its work as it is now, and its latest review or one picked. */
interface LivePanelProps extends PanelProps {
  /** The author: the session whose work the panel shows. */
  readonly session: SessionSnapshot;
  /** The review shown: the latest of the author's work, or one opened from the Reviews list. */
  readonly review: AgentReview | null;
}

/**
 * A review whose author session is closed, as stored: its rounds' diffs,
 * comments and conversation. Nothing needs the author's terminal here, so
 * there is no diff "now" (it is captured through that session) and no new
 * comment (it would wait for feedback no author can take).
 */
interface StoredPanelProps extends PanelProps {
  readonly session: null;
  readonly review: AgentReview;
}

type ReviewPanelProps = LivePanelProps | StoredPanelProps;

/**
 * Beside the terminal: the author's diff, the review loop's state, its
 * comments and costs; or, with no author session, a stored review on its own.
 */
export function ReviewPanel({ ref, ...props }: ReviewPanelProps) {
  const { session, review } = props;
  const hasAuthor = session !== null;
  const dispatcher = useDispatcher();
  const sessions = useAppState((state) => state.sessions);
  const profiles = useAppState((state) => state.profiles);
  // The person has typed a source for this session (else the entry is the default one).
  const sourceTyped = useAppState((state) =>
    session ? state.sourceEntries[session.id] !== undefined : false,
  );
  // The diff source picked for the author's work, else its review's (the diff shows that one);
  // a stored review captures nothing afresh.
  const pickedEntry = useAppState((state) => (session ? sourceEntryOf(state, session.id) : null));
  const reviewEntry = useMemo(() => review && entryFromSource(review.diffSource), [review]);
  const sourceEntry = !session || sourceTyped ? pickedEntry : (reviewEntry ?? pickedEntry);
  const { epoch } = useConnection();
  const ids = useId();
  // A pick belongs to one review: a new review starts on its latest round again.
  const [{ tab, picked }, changeView] = usePanelView(
    session ? `session:${session.id}` : `review:${review.id}`,
  );
  const setTab = useCallback(
    (next: ReviewTab) => changeView((view) => ({ ...view, tab: next })),
    [changeView],
  );
  const setPicked = useCallback(
    (next: NonNullable<PanelView['picked']>) => changeView((view) => ({ ...view, picked: next })),
    [changeView],
  );
  // The source captured for "Now": the person's pick, else the review's own source.
  const [sourcePick, setSourcePick] = useState<{
    reviewId: string | null;
    source: DiffSource;
  } | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const [sourceError, setSourceError] = useState<string | null>(null);

  const reviewId = review?.id ?? null;
  const applied = appliedSource(sourcePick, review, sourceTyped ? sourceEntry : null);
  const pickedChoice = picked && picked.reviewId === reviewId ? picked.choice : null;
  // Kept stable between renders, so the diff's inline comments are not rebuilt needlessly.
  const choice = useMemo(() => resolveChoice(pickedChoice, review), [pickedChoice, review]);
  const choose = (next: DiffChoice) => {
    setPicked({ reviewId, choice: next });
    setTab('changes');
  };

  const request: DiffRequest | null =
    choice.kind === 'now' || !review
      ? session && { kind: 'capture', sessionId: session.id, diffSource: applied }
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
  const stamp = request?.kind === 'capture' ? `${epoch}:${refreshes}:${reviewStep}` : `${epoch}`;
  const { diff, error, loading } = useDiff(request, stamp);
  // A source picked but not complete (Branch with no base, Pull request with no number): the diff
  // on screen would be another source's, so the panel asks for what is missing instead.
  const typed =
    request?.kind === 'capture' && sourceEntry !== null ? toDiffSource(sourceEntry) : null;
  const missing = typed && !typed.ok ? typed.error : null;
  // A source typed but not applied yet (Enter not pressed, a number still to type): the diff shown
  // is the last source's, so neither its description nor its error speaks for the one on screen.
  const typedAhead =
    request?.kind === 'capture' &&
    sourceTyped &&
    sourceEntry !== null &&
    !isSource(sourceEntry, applied);

  function applySource(entry: DiffSourceEntry) {
    const source = toDiffSource(entry);
    if (!source.ok) {
      setSourceError(source.error);
      return;
    }
    setSourceError(null);
    setSourcePick({ reviewId, source: source.source });
    setRefreshes((n) => n + 1);
    choose({ kind: 'now' });
  }

  // Branch picked before the repository's branches came: its base is filled in and shown now.
  const branches = useRepoBranches(
    session?.id ?? null,
    sourceEntry ?? defaultSourceEntry,
    (base) => {
      if (!session || !sourceEntry) return;
      const entry = { ...sourceEntry, base };
      dispatcher.setSourceEntry(session.id, entry);
      applySource(entry);
    },
  );

  const shown = useMemo(() => commentsFor(choice, review), [choice, review]);
  // On the working tree as it is now, the comments stand where the code has moved since they were
  // made (a pull request's diff, picked over it, is no working tree).
  const onNow = choice.kind === 'now' && applied.kind !== 'pr';
  const now = useCommentsNow(onNow && hasAuthor ? reviewId : null, onNow && !loading ? diff : null);
  const placed = useMemo(
    () => (onNow && review && shown.round !== null ? placedNow(review, shown.round, now) : null),
    [onNow, review, shown.round, now],
  );
  // On a round's diff (or, since the last round, the round before's side of it), a person's comment
  // made on later code stands on that round's line.
  const onRound = choice.kind === 'round';
  const roundPeople = usePeopleOnRound(
    onRound && review ? reviewId : null,
    shown.round,
    review?.humanComments?.length ?? 0,
    onRound && !loading ? diff : null,
  );
  const humanShown = useMemo(
    () =>
      onNow
        ? placedPeople(shown.human, now?.people)
        : onRound
          ? placedPeople(shown.human, roundPeople, 'later')
          : shown.human,
    [onNow, onRound, shown.human, now, roundPeople],
  );
  // Which diff a new comment's line counts in: the working tree now, or the round shown.
  const commentView = useMemo<CommentView>(
    () => (choice.kind === 'round' ? { round: choice.round } : onNow ? 'now' : undefined),
    [choice, onNow],
  );
  const humanActions = useHumanComments(reviewId, commentView);
  // An applied suggestion is in the working tree: show the diff as it is now, captured afresh.
  const showAppliedSuggestion = useCallback(() => {
    // A stored review has no "now" to show it in: its card says it was applied.
    if (!hasAuthor) return;
    setPicked({ reviewId, choice: { kind: 'now' } });
    setRefreshes((n) => n + 1);
  }, [reviewId, hasAuthor, setPicked]);
  const applying = useAppliedSuggestion(review, showAppliedSuggestion);
  const commentActions = useReviewCommentActions(review, hasAuthor, applying.onApplied);
  // Before any review of this work, a person's comments wait for the next review to take them
  // (only a live panel is without a review, so a stored one never reads them).
  const preReview = usePreReviewComments(session?.id ?? '', review === null, applied.kind !== 'pr');
  // They too stand where their code went since they were made.
  const draftsNow = useDraftsNow(
    onNow && review === null && session ? session.id : null,
    onNow && !loading ? diff : null,
  );
  const preReviewShown = useMemo(
    () => placedPeople(preReview.comments, draftsNow),
    [preReview.comments, draftsNow],
  );
  // Comments being written belong to the session's work, so a review starting keeps them.
  const draftScope = session ? `session:${session.id}` : `review:${reviewId}`;
  const people = useMemo<PeopleComments>(
    () =>
      review
        ? {
            comments: humanShown,
            actions: humanActions,
            canAdd: session !== null && canComment(choice, review),
            draftScope,
          }
        : {
            comments: preReviewShown,
            actions: preReview.actions,
            canAdd: choice.kind === 'now',
            draftScope,
          },
    [humanShown, humanActions, choice, review, preReview, preReviewShown, session, draftScope],
  );
  // The comments shown are the reviewer's of the round shown, who may have been reassigned since.
  const reviewer =
    review && shown.round !== null
      ? sessionLabel(review, reviewerOfRound(review, shown.round), sessions, profiles)
      : null;
  const origin: CommentOrigin | null =
    reviewer && shown.round !== null
      ? {
          round: shown.round,
          reviewerName: reviewer.name,
          reviewerAgent: reviewer.agent,
          ...(placed ? { placedNow: placed.places } : {}),
        }
      : null;
  const running = review !== null && isRunning(review);
  // A stored review names its closed author as the review recorded it.
  const authorName =
    props.session === null
      ? closedSessionName(props.review, props.review.authorSessionId)
      : props.session.name;
  const authorLabel =
    props.session === null
      ? closedSessionLabel(props.review, props.review.authorSessionId)
      : props.session.name;

  return (
    <section className="review-panel" aria-label="Review Panel" ref={ref} tabIndex={-1}>
      <ReviewPanelHeader
        author={authorLabel}
        onRequestReview={session && (() => dispatcher.requestReviewFrom(session))}
        running={running}
        onClose={props.onClose}
      />
      {props.notice}
      {session && sourceEntry ? (
        <DiffSourceBar
          entry={sourceEntry}
          onEntryChange={(entry) => {
            setSourceError(null);
            dispatcher.setSourceEntry(session.id, entry);
          }}
          onApply={applySource}
          loading={loading}
          description={typedAhead ? null : (diff?.description ?? null)}
          storedRound={request?.kind === 'round' ? request.round : null}
          branches={branches}
        />
      ) : (
        <StoredDiffBar
          round={request?.kind === 'round' ? request.round : null}
          description={diff?.description ?? null}
        />
      )}
      {sourceError && sourceError !== missing && (
        <p className="panel-error" role="alert">
          {sourceError}
        </p>
      )}
      {review && (
        <ReviewStatusBar
          key={review.id}
          review={review}
          sessions={sessions}
          authorClosed={!hasAuthor}
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
              <DiffChoiceBar
                review={review}
                choice={choice}
                onChoose={choose}
                // With a source half typed, the diff below is asked for, not shown: no counts for it.
                diff={missing ? null : diff}
                nowAvailable={hasAuthor}
              />
              {missing ? (
                <p className="review-empty" role="status">
                  {missing}
                </p>
              ) : request ? (
                <ChangesView
                  key={JSON.stringify(request)}
                  diff={diff}
                  error={typedAhead ? null : error}
                  loading={loading}
                  comments={placed?.comments ?? shown.comments}
                  side={shown.side}
                  origin={origin}
                  people={people}
                  worker={tokenizeWorker()}
                  textOrigin={textOriginOf(request)}
                  // Once the comment stands where its code is now.
                  revealing={placed ? applying.revealing : null}
                  onRevealed={applying.onRevealed}
                />
              ) : (
                <p className="review-empty">
                  {review?.runElsewhere
                    ? 'No round of this review is recorded yet: another Parley process runs it.'
                    : 'No round of this review was recorded, and its author session, through which the diff as it is now is captured, is closed.'}
                </p>
              )}
            </>
          ) : review ? (
            <RoundConversation
              review={review}
              reviewerNameOf={(id) => sessionLabel(review, id, sessions, profiles).name}
              authorName={authorName}
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

/** Whether the source typed is the one applied. */
function isSource(entry: DiffSourceEntry, source: DiffSource): boolean {
  const typed = toDiffSource(entry);
  return typed.ok && JSON.stringify(typed.source) === JSON.stringify(source);
}

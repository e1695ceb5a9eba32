import type { CSSProperties } from 'react';
import type { AgentReview, ProfileSnapshot, SessionSnapshot } from '../../../shared/contract';
import { ReviewPanel } from '../review/ReviewPanel';
import { EditorSessionProvider } from '../editor/OpenInEditor';
import { EarlierReviewNotice } from '../reviews/EarlierReviewNotice';
import { reviewBadge } from '../review/reviewStatus';
import type { ReviewRequests } from '../review/useReviewRequests';
import { latestReviewOf } from '../state/reviewsReducer';
import type { Theme } from '../state/theme';
import { PANEL_MAX_WIDTH, PANEL_MIN_WIDTH, type PanelLayout } from '../state/usePanelLayout';
import { Splitter } from './Splitter';
import { TerminalPane } from './TerminalPane';

interface WorkbenchProps {
  readonly session: SessionSnapshot;
  readonly sessions: readonly SessionSnapshot[];
  readonly profiles: readonly ProfileSnapshot[];
  readonly reviews: readonly AgentReview[];
  readonly theme: Theme;
  readonly panel: PanelLayout;
  readonly requests: ReviewRequests;
  readonly onRestart: (session: SessionSnapshot) => void;
  readonly applyReview: (review: AgentReview) => void;
  /** Shows another session (a terminal editor Open in editor started). */
  readonly onShowSession: (id: string) => void;
  /** A review picked in the Reviews list: the panel shows it when it is of this session's work. */
  readonly pinnedReview: AgentReview | null;
  readonly onShowLatestReview: () => void;
  readonly onShowAllReviews: () => void;
}

/** The selected session's terminal, and its Review Panel beside it when open. */
export function Workbench(props: WorkbenchProps) {
  const { session, panel, requests } = props;
  const style = { '--panel-width': `${panel.width}px` } as CSSProperties;
  const latest = latestReviewOf(props.reviews, session.id);
  const pinned = props.pinnedReview;
  const review = pinned?.authorSessionId === session.id ? pinned : latest;
  return (
    <div className="workbench" data-panel={panel.open ? 'open' : 'closed'} style={style}>
      <TerminalPane
        key={session.id}
        session={session}
        theme={props.theme}
        onRestart={props.onRestart}
        reviewOpen={panel.open}
        onToggleReview={panel.toggle}
        reviewState={reviewBadge(latest, props.sessions)}
      />
      {panel.open && (
        <>
          <Splitter
            label="Resize the Review Panel"
            width={panel.width}
            min={PANEL_MIN_WIDTH}
            max={PANEL_MAX_WIDTH}
            onResize={panel.setWidth}
          />
          <EditorSessionProvider sessionId={session.id} onEditorSession={props.onShowSession}>
            <ReviewPanel
              key={session.id}
              session={session}
              sessions={props.sessions}
              profiles={props.profiles}
              review={review}
              sourceDraft={requests.sourceFor(session.id)}
              onSourceDraftChange={(draft) => requests.setSource(session.id, draft)}
              onRequestReview={() => requests.requestReviewFrom(session)}
              onClose={() => panel.setOpen(false)}
              applyReview={props.applyReview}
              notice={
                review && review !== latest ? (
                  <EarlierReviewNotice
                    review={review}
                    onShowLatest={props.onShowLatestReview}
                    onShowAll={props.onShowAllReviews}
                  />
                ) : null
              }
            />
          </EditorSessionProvider>
        </>
      )}
    </div>
  );
}

import { useCallback, useRef, type CSSProperties } from 'react';
import type { SessionSnapshot } from '../../../shared/contract';
import { EditorProvider } from '../editor/OpenInEditor';
import { reviewBadge } from '../model/reviewStatus';
import { EarlierReviewNotice } from '../reviewPanel/EarlierReviewNotice';
import { ReviewPanel } from '../reviewPanel/ReviewPanel';
import { PANEL_MAX_WIDTH, PANEL_MIN_WIDTH, SIDE_BY_SIDE_MIN_WIDTH } from '../store/panelLayout';
import { latestReviewOf } from '../store/reviewsReducer';
import { panelReview } from '../store/selectors';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { TerminalPane } from '../terminal/TerminalPane';
import { DrawError } from '../ui/DrawError';
import { Splitter } from '../ui/Splitter';
import { useNarrowerThan } from '../ui/useNarrowerThan';
import { usePanelFocus } from './usePanelFocus';

/**
 * The selected session's terminal, and its Review Panel beside it when open;
 * over it, where the two do not fit side by side (the terminal keeps its size
 * underneath, so its program sees no resize).
 */
export function Workbench({ session }: { session: SessionSnapshot }) {
  const dispatcher = useDispatcher();
  const panel = useAppState((state) => state.panel);
  const workbench = useRef<HTMLDivElement>(null);
  const over = useNarrowerThan(workbench, SIDE_BY_SIDE_MIN_WIDTH) && panel.open;
  const { toggle, panelElement } = usePanelFocus(panel.open, over);
  const sessions = useAppState((state) => state.sessions);
  const latest = useAppState((state) => latestReviewOf(state.reviews, session.id));
  // The latest review of this work, or one picked in the Reviews list.
  const review = useAppState((state) => panelReview(state, session.id));
  const style = { '--panel-width': `${panel.width}px` } as CSSProperties;
  // Open in editor, in this session's project; a terminal editor's own session is then shown.
  const openInEditor = useCallback(
    (file: string, line: number | undefined) => dispatcher.openInEditor(session.id, file, line),
    [dispatcher, session.id],
  );
  const closePanel = () => dispatcher.setPanelOpen(false);
  return (
    <div
      ref={workbench}
      className="workbench"
      data-panel={over ? 'over' : panel.open ? 'open' : 'closed'}
      style={style}
    >
      <TerminalPane
        key={session.id}
        session={session}
        covered={over}
        reviewToggle={toggle}
        reviewOpen={panel.open}
        onToggleReview={dispatcher.togglePanel}
        reviewState={reviewBadge(latest, sessions)}
      />
      {panel.open && (
        <>
          {/* Keyed as the panel is: it follows the width of the panel element it sits beside. */}
          {!over && (
            <Splitter
              key={session.id}
              label="Resize the Review Panel"
              width={panel.width}
              min={PANEL_MIN_WIDTH}
              max={PANEL_MAX_WIDTH}
              onResize={dispatcher.setPanelWidth}
            />
          )}
          <EditorProvider open={openInEditor}>
            {/* A panel that fails to draw leaves the terminal beside it. */}
            <DrawError
              what="The Review Panel"
              resetKey={`${session.id} ${review?.id ?? ''}`}
              close={{ label: 'Close the panel', onClose: closePanel }}
            >
              <ReviewPanel
                key={session.id}
                ref={panelElement}
                session={session}
                review={review}
                onClose={closePanel}
                notice={
                  review && review !== latest ? <EarlierReviewNotice review={review} /> : null
                }
              />
            </DrawError>
          </EditorProvider>
        </>
      )}
    </div>
  );
}

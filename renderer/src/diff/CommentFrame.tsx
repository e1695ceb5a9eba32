import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { CommentResolution, Severity } from '../../../shared/contract';
import { OpenInEditorButton } from '../editor/OpenInEditor';
import { InlineMarkdown } from '../ui/InlineMarkdown';
import { SettleButtons } from './SettleButtons';
import type { PendingCall } from './usePendingCall';

interface CommentFrameProps {
  /** What every comment has, whoever wrote it. */
  readonly comment: {
    readonly severity: Severity;
    readonly comment: string;
    readonly file: string;
    readonly line: number;
  };
  /** The card's class besides `comment-card`, e.g. `is-human`; null: none. */
  readonly variant: string | null;
  readonly author: string;
  /** The header's tags after the author's name: badge, round or state, line. */
  readonly tags: ReactNode;
  /** How the comment was settled, or null while it is open. */
  readonly settled: string | null;
  /** null when the comment cannot be settled here (no review to record it on). */
  readonly onSettle: ((resolution: CommentResolution | null) => void) | null;
  /** The card's one call at a time, shared with its own buttons. */
  readonly call: PendingCall;
  /** Shown under the text while the comment is unfolded (e.g. the suggested code). */
  readonly underText?: ReactNode;
  /** The card's own buttons after Resolve / Dismiss, folded or not (e.g. Remove). */
  readonly moreButtons?: ReactNode;
}

/**
 * The card every comment is shown in: severity, who, the header's tags and
 * "open in editor", the text (its inline code and emphasis shown, as React
 * elements only), and Resolve / Dismiss; once settled it folds
 * away and can be unfolded and reopened.
 */
export function CommentFrame(props: CommentFrameProps) {
  const { comment, variant, author, tags, settled, onSettle, call, underText, moreButtons } = props;
  const [unfolded, setUnfolded] = useState(false);
  const folded = settled !== null && !unfolded;
  const cardRef = useRef<HTMLElement>(null);
  const buttonUsed = useKeptFocus(cardRef, `${settled}:${unfolded}`);
  const buttons = (
    <SettleButtons
      settled={settled}
      unfolded={unfolded}
      onUnfold={setUnfolded}
      onSettle={onSettle}
      busy={call.busy}
    />
  );

  return (
    <article
      ref={cardRef}
      onClickCapture={buttonUsed}
      className={variant ? `comment-card ${variant}` : 'comment-card'}
      data-severity={comment.severity}
      data-settled={settled !== null || undefined}
      aria-label={`${comment.severity} from ${author}`}
    >
      <header className="comment-meta">
        <span className="comment-tags">
          <span className="severity-chip" data-severity={comment.severity}>
            {comment.severity}
          </span>
          <span className="comment-author">{author}</span>
          {tags}
        </span>
        <OpenInEditorButton file={comment.file} line={comment.line || undefined} />
      </header>
      {folded ? (
        <div className="comment-folded">
          <p className="comment-folded-text">
            <InlineMarkdown text={comment.comment} />
          </p>
          {buttons}
          {moreButtons}
        </div>
      ) : (
        <>
          <p className="comment-text">
            <InlineMarkdown text={comment.comment} />
          </p>
          {underText}
        </>
      )}
      {call.error && (
        <p className="field-error" role="alert">
          {call.error}
        </p>
      )}
      {!folded && (
        <footer className="comment-card-footer">
          {buttons}
          {moreButtons}
        </footer>
      )}
    </article>
  );
}

/**
 * Keeps the keyboard's place when a button of the card is used and the
 * buttons change under it (`buttons` says which are shown: Resolve gives way
 * to Show, Show to Hide, Reopen to Resolve), or the card goes (removed): focus
 * moves to the card's first button, or back to its line, rather than to the
 * page's body. A person who has moved on meanwhile is left where they are.
 */
function useKeptFocus(
  ref: RefObject<HTMLElement | null>,
  buttons: string,
): (event: MouseEvent) => void {
  /** A button of the card was used: the next change of its buttons may take the focus away. */
  const used = useRef(false);
  /** The card's line (the focusable row it stands in), to go back to once the card is gone. */
  const line = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!used.current) return;
    used.current = false;
    if (focusLost(ref.current))
      ref.current?.querySelector<HTMLElement>('.comment-card-actions button:enabled')?.focus();
  }, [ref, buttons]);
  useLayoutEffect(
    () => () => {
      if (used.current && focusLost(ref.current)) line.current?.focus();
    },
    [ref],
  );

  return useCallback(
    (event: MouseEvent) => {
      if (!(event.target as HTMLElement).closest('button')) return;
      used.current = true;
      line.current = ref.current?.parentElement?.closest<HTMLElement>('[tabindex]') ?? null;
    },
    [ref],
  );
}

/** Whether the focus went nowhere: to the body, with a button that went, or that a call disabled. */
function focusLost(card: HTMLElement | null): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.isConnected) return true;
  return card !== null && card.contains(focused) && focused.matches(':disabled');
}

import type { AgentReview, ShownDiff } from '../../../shared/contract';
import { useDiffLayout } from '../diff/diffLayout';
import type { DiffChoice } from '../model/diffChoice';
import { useStickyOffset } from './useStickyOffset';

interface DiffChoiceBarProps {
  readonly review: AgentReview | null;
  readonly choice: DiffChoice;
  readonly onChoose: (choice: DiffChoice) => void;
  readonly diff: ShownDiff | null;
  /** False for a stored review without its author session: nothing to capture "now" from. */
  readonly nowAvailable?: boolean;
}

function totals(diff: ShownDiff) {
  const added = diff.files.reduce((sum, f) => sum + f.added, 0);
  const removed = diff.files.reduce((sum, f) => sum + f.removed, 0);
  const files = diff.files.length === 1 ? '1 file' : `${diff.files.length} files`;
  return { files, added, removed };
}

/** Now or a round's diff, and for a round after the first, only what changed since the last. */
export function DiffChoiceBar({
  review,
  choice,
  onChoose,
  diff,
  nowAvailable = true,
}: DiffChoiceBarProps) {
  const rounds = review?.rounds ?? [];
  const canCompare = choice.kind === 'round' && choice.round > 1;
  const sum = diff ? totals(diff) : null;
  const [layout, setLayout] = useDiffLayout();
  // The diff's file headers stick under this bar (styles/diff.css), which wraps in a narrow panel.
  const bar = useStickyOffset<HTMLDivElement>('--choice-bar-height');
  return (
    <div ref={bar} className="choice-bar" role="toolbar" aria-label="Diff to show">
      <div className="segmented">
        {nowAvailable && (
          <button
            type="button"
            aria-pressed={choice.kind === 'now'}
            title="The diff as it is now"
            onClick={() => onChoose({ kind: 'now' })}
          >
            Now
          </button>
        )}
        {rounds.map((r) => (
          <button
            key={r.roundNumber}
            type="button"
            aria-label={`Round ${r.roundNumber}`}
            title={`The diff round ${r.roundNumber} reviewed`}
            aria-pressed={choice.kind === 'round' && choice.round === r.roundNumber}
            onClick={() =>
              onChoose({
                kind: 'round',
                round: r.roundNumber,
                sinceLast: choice.kind === 'round' && choice.sinceLast && r.roundNumber > 1,
              })
            }
          >
            R{r.roundNumber}
          </button>
        ))}
      </div>
      {rounds.length > 0 && (
        <label className="check" data-disabled={!canCompare || undefined}>
          <input
            type="checkbox"
            checked={canCompare && choice.sinceLast}
            disabled={!canCompare}
            onChange={(event) =>
              choice.kind === 'round' && onChoose({ ...choice, sinceLast: event.target.checked })
            }
          />
          Changes since last round
        </label>
      )}
      <span className="pane-spacer" />
      <div className="segmented" role="group" aria-label="Diff layout">
        <button
          type="button"
          aria-pressed={layout === 'unified'}
          title="Old and new lines in one column"
          onClick={() => setLayout('unified')}
        >
          Unified
        </button>
        <button
          type="button"
          aria-pressed={layout === 'split'}
          title="Old lines on the left, new on the right"
          onClick={() => setLayout('split')}
        >
          Split
        </button>
      </div>
      {sum && (
        <span className="diff-summary">
          {sum.files} <span className="count-added">+{sum.added}</span>{' '}
          <span className="count-removed">−{sum.removed}</span>
        </span>
      )}
    </div>
  );
}

import { useId, type KeyboardEvent } from 'react';
import type { ProblemItem } from '../store/problemsReducer';
import { IconButton } from '../ui/IconButton';

/**
 * What went wrong with the app's files, floating with the other notices (no
 * layout shift). Dismissed with its button or Escape; new problems bring it back.
 */
export function ProblemsNotice({
  problems,
  onDismiss,
}: {
  problems: readonly ProblemItem[];
  onDismiss: () => void;
}) {
  const titleId = useId();
  // Only worth marking which are new when the list also holds ones seen before.
  const markNew = problems.some((p) => !p.isNew);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss();
  }
  return (
    <section
      className="notice problems-notice"
      role="alert"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="problems-body">
        <h2 id={titleId} className="problems-title">
          Parley had {problems.length === 1 ? 'a problem' : 'problems'} with its files
        </h2>
        <ul className="problems-list">
          {problems.map((problem, index) => (
            <li key={index}>
              {markNew && problem.isNew && <span className="problems-new">New</span>}
              {problem.message}
            </li>
          ))}
        </ul>
      </div>
      <IconButton
        icon="close"
        label="Dismiss problems"
        title="Dismiss (Esc)"
        iconSize={14}
        onClick={onDismiss}
      />
    </section>
  );
}

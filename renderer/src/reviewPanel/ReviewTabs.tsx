import type { KeyboardEvent } from 'react';

export type ReviewTab = 'changes' | 'conversation';
const tabs: readonly ReviewTab[] = ['changes', 'conversation'];

interface ReviewTabsProps {
  /** Prefix of the tabs' and panels' element ids. */
  readonly id: string;
  readonly tab: ReviewTab;
  readonly onTab: (tab: ReviewTab) => void;
  readonly rounds: number;
}

/** Changes or Conversation; arrow keys move between them (the ARIA tabs pattern). */
export function ReviewTabs({ id, tab, onTab, rounds }: ReviewTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    onTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  }

  return (
    <div
      className="review-tabs"
      role="tablist"
      aria-label="Review Panel views"
      onKeyDown={onKeyDown}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${id}-${name}-tab`}
          aria-selected={tab === name}
          aria-controls={`${id}-${name}`}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onTab(name)}
        >
          {name === 'changes' ? 'Changes' : 'Conversation'}
          {name === 'conversation' && rounds > 0 && <span className="tab-count">{rounds}</span>}
        </button>
      ))}
    </div>
  );
}

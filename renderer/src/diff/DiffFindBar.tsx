import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../ui/Icon';
import { MAX_MATCHES } from './diffFind';

interface DiffFindBarProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  /** The current match's position, 0-based, and how many there are. */
  readonly current: number;
  readonly total: number;
  readonly onStep: (by: 1 | -1) => void;
  readonly onClose: () => void;
}

function countText(current: number, total: number, query: string): string {
  if (query.length === 0) return '';
  if (total === 0) return 'No results';
  return `${current + 1} of ${total >= MAX_MATCHES ? `${MAX_MATCHES.toLocaleString('en-US')}+` : total}`;
}

/**
 * Find in the diff (Ctrl/Cmd+F): it searches the diff itself, so lines that
 * are scrolled away or in a collapsed file are found and brought into view;
 * the browser's own find only sees the rows on screen.
 */
export function DiffFindBar({ query, onQuery, current, total, onStep, onClose }: DiffFindBarProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onStep(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      // Esc closes the find bar only, not the panel around it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <div className="diff-find" role="search" aria-label="Find in diff">
      <input
        ref={input}
        type="search"
        className="diff-find-input"
        aria-label="Find in diff"
        placeholder="Find in diff"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span className="diff-find-count" aria-live="polite">
        {countText(current, total, query)}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Previous match"
        title="Previous match (Shift+Enter)"
        disabled={total === 0}
        onClick={() => onStep(-1)}
      >
        <Icon name="up" size={14} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Next match"
        title="Next match (Enter)"
        disabled={total === 0}
        onClick={() => onStep(1)}
      >
        <Icon name="down" size={14} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Close find"
        title="Close (Esc)"
        onClick={onClose}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}

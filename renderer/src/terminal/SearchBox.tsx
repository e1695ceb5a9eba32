import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ISearchResultChangeEvent } from '@xterm/addon-search';
import { IconButton } from '../ui/IconButton';

interface SearchBoxProps {
  readonly results: ISearchResultChangeEvent | null;
  readonly onFind: (query: string, how: 'typing' | 'next' | 'previous') => void;
  readonly onClose: () => void;
  /** Bumped each time Ctrl/Cmd+F is pressed again, to refocus and select the query. */
  readonly focusRequest: number;
}

function resultText(query: string, results: ISearchResultChangeEvent | null): string {
  if (!query || !results) return '';
  if (results.resultCount === 0) return 'No results';
  if (results.resultIndex < 0) return `${results.resultCount}+ results`;
  return `${results.resultIndex + 1} of ${results.resultCount}`;
}

/**
 * What was last looked for in any terminal of this window: the box opens on
 * it, selected (typing replaces it, Enter finds it), as an editor's find does,
 * also in another session's terminal or after one was shown again.
 */
let lastQuery = '';

/** Find in the terminal: Enter next, Shift+Enter previous, Esc closes. */
export function SearchBox({ results, onFind, onClose, focusRequest }: SearchBoxProps) {
  const [query, setQuery] = useState(lastQuery);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focusRequest]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onFind(query, event.shiftKey ? 'previous' : 'next');
    }
  }

  return (
    <div className="search-box" role="search">
      <input
        ref={inputRef}
        type="search"
        aria-label="Find in terminal"
        placeholder="Find"
        value={query}
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value);
          lastQuery = event.target.value;
          onFind(event.target.value, 'typing');
        }}
        onKeyDown={onKeyDown}
      />
      <span className="search-count" aria-live="polite">
        {resultText(query, results)}
      </span>
      <IconButton
        icon="up"
        label="Previous match"
        title="Previous match (Shift+Enter)"
        onClick={() => onFind(query, 'previous')}
      />
      <IconButton
        icon="down"
        label="Next match"
        title="Next match (Enter)"
        onClick={() => onFind(query, 'next')}
      />
      <IconButton
        icon="close"
        label="Close search"
        title="Close (Esc)"
        iconSize={14}
        onClick={onClose}
      />
    </div>
  );
}

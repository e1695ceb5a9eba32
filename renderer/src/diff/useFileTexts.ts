import { useEffect, useState } from 'react';
import type { DiffFile, DiffTextOrigin } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { textLines } from './expansion';

/** A file's new-side lines once read, or why they could not be. */
export type FileText = { readonly lines: readonly string[] } | { readonly error: string };

interface Texts {
  readonly files: readonly DiffFile[];
  readonly byPath: ReadonlyMap<string, FileText>;
}

/**
 * The new-side text of the files in `wanted`, each read once per diff: a
 * refreshed diff reads them again, as the lines around its hunks may have moved.
 */
export function useFileTexts(
  origin: DiffTextOrigin | null,
  files: readonly DiffFile[],
  wanted: readonly string[],
): ReadonlyMap<string, FileText> {
  const client = useClient();
  const [texts, setTexts] = useState<Texts>({ files, byPath: new Map() });
  const current = texts.files === files ? texts.byPath : null;
  const missing = origin ? wanted.filter((path) => !current?.has(path)) : [];
  const key = missing.join('\n');
  // By value: the origin is rebuilt at each render of the panel.
  const from = origin ? JSON.stringify(origin) : null;

  useEffect(() => {
    if (from === null || key === '') return;
    const parsed = JSON.parse(from) as DiffTextOrigin;
    let live = true;
    const store = (path: string, text: FileText) =>
      live &&
      setTexts((previous) => ({
        files,
        byPath: new Map(previous.files === files ? previous.byPath : []).set(path, text),
      }));
    for (const path of key.split('\n')) {
      client.call('diff:file-text', { origin: parsed, path }).then(
        ({ text }) => store(path, { lines: textLines(text) }),
        (error: unknown) => store(path, { error: errorMessage(error) }),
      );
    }
    return () => {
      live = false;
    };
  }, [client, from, files, key]);

  return current ?? new Map();
}

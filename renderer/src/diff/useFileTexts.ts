import { useEffect, useRef, useState } from 'react';
import type { DiffFile, DiffTextOrigin } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { textLines } from './expansion';

/** A file's new-side lines once read, or why they could not be. */
export type FileText = { readonly lines: readonly string[] } | { readonly error: string };

interface Texts {
  /** The diff the texts in `read` were read for. */
  readonly files: readonly DiffFile[];
  readonly read: ReadonlySet<string>;
  readonly byPath: ReadonlyMap<string, FileText>;
}

/**
 * The new-side text of the files in `wanted`, each read once per diff: a
 * refreshed diff reads them again, as the lines around its hunks may have
 * moved. Until then the previous text stands, so expanded lines do not fold
 * away and back at each edit on disk.
 */
export function useFileTexts(
  origin: DiffTextOrigin | null,
  files: readonly DiffFile[],
  wanted: readonly string[],
): ReadonlyMap<string, FileText> {
  const client = useClient();
  const [texts, setTexts] = useState<Texts>({ files, read: new Set(), byPath: new Map() });
  const read = texts.files === files ? texts.read : null;
  const missing = origin ? wanted.filter((path) => !read?.has(path)) : [];
  const key = missing.join('\n');
  // By value: the origin is rebuilt at each render of the panel.
  const from = origin ? JSON.stringify(origin) : null;
  // What was asked for this diff: each file once, whatever else is asked meanwhile.
  const asked = useRef<{ files: readonly DiffFile[]; paths: Set<string> } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (from === null || key === '') return;
    const parsed = JSON.parse(from) as DiffTextOrigin;
    if (asked.current?.files !== files) asked.current = { files, paths: new Set() };
    const round = asked.current;
    // A text read for a diff that has since been replaced is dropped: the new one reads its own.
    const store = (path: string, text: FileText) =>
      mounted.current &&
      asked.current === round &&
      setTexts((previous) => ({
        files,
        read: new Set(previous.files === files ? previous.read : []).add(path),
        byPath: new Map(previous.byPath).set(path, text),
      }));
    for (const path of key.split('\n')) {
      if (round.paths.has(path)) continue;
      round.paths.add(path);
      client.call('diff:file-text', { origin: parsed, path }).then(
        ({ text }) => store(path, { lines: textLines(text) }),
        (error: unknown) => store(path, { error: errorMessage(error) }),
      );
    }
  }, [client, from, files, key]);

  return texts.byPath;
}

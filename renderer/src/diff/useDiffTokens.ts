import { useEffect, useRef, useState } from 'react';
import type { DiffFile, ShownDiff } from '../../../shared/contract';
import { languageOf } from './fileLanguage';
import {
  newRequestId,
  type FileTokens,
  type TokenizeReply,
  type TokenizeRequest,
} from './tokenizeProtocol';

/** Longest stretch spent handing files to the worker before letting the page paint and scroll. */
const POST_SLICE_MS = 6;

/**
 * The syntax tokens of a diff's files, as the worker finishes them. Files go
 * to the worker a few at a time after the diff is on screen, and answers are
 * applied once per frame, so highlighting never holds up the first rows or a
 * scroll. Every file is highlighted, whatever its size.
 */
export function useDiffTokens(
  diff: ShownDiff,
  worker: Worker | null,
): { tokens: ReadonlyMap<DiffFile, FileTokens>; highlighting: boolean } {
  const [tokens, setTokens] = useState<ReadonlyMap<DiffFile, FileTokens>>(() => new Map());
  // The diff whose files have all come back from the worker.
  const [doneFor, setDoneFor] = useState<ShownDiff | null>(null);
  // A diff still being read grows page by page, its files kept: only the new ones go to the worker.
  const have = useRef(tokens);
  // Before the posting effect below, in the same commit: effects run in order.
  useEffect(() => {
    have.current = tokens;
  }, [tokens]);

  useEffect(() => {
    if (!worker) return;
    const asked = new Map<number, DiffFile>();
    let unanswered = 0;
    const shown = new Set(diff.files);
    let arrived: [DiffFile, FileTokens][] = [];
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      frame = 0;
      const batch = arrived;
      arrived = [];
      // A refreshed diff's files are new objects: the old ones' tokens go.
      setTokens(
        (previous) => new Map([...[...previous].filter(([file]) => shown.has(file)), ...batch]),
      );
      if (unanswered === 0) setDoneFor(diff);
    };
    const onReply = (event: MessageEvent<TokenizeReply>) => {
      const file = asked.get(event.data.id);
      if (!file) return;
      asked.delete(event.data.id);
      unanswered -= 1;
      if (event.data.tokens) arrived.push([file, event.data.tokens]);
      if (frame === 0) frame = requestAnimationFrame(flush);
    };
    worker.addEventListener('message', onReply);

    const files = diff.files.filter(
      (file) => !file.binary && languageOf(file.path) !== null && !have.current.has(file),
    );
    unanswered = files.length;
    if (files.length === 0) frame = requestAnimationFrame(flush);
    let next = 0;
    const post = () => {
      const started = performance.now();
      while (next < files.length && performance.now() - started < POST_SLICE_MS) {
        const file = files[next++]!;
        const id = newRequestId();
        asked.set(id, file);
        const request: TokenizeRequest = {
          id,
          language: languageOf(file.path)!,
          hunks: file.hunks.map((hunk) => ({
            lines: hunk.lines.map((line) => ({ kind: line.kind, text: line.text })),
          })),
        };
        worker.postMessage(request);
      }
      if (next < files.length) timer = setTimeout(post, 0);
    };
    timer = setTimeout(post, 0);

    return () => {
      worker.removeEventListener('message', onReply);
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [diff, worker]);

  return { tokens, highlighting: worker !== null && doneFor !== diff };
}

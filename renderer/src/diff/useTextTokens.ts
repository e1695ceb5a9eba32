import { useEffect, useRef, useState } from 'react';
import { languageOf } from './fileLanguage';
import {
  newRequestId,
  tokenizeWorker,
  type FileTokens,
  type TokenizeReply,
  type TokenizeRequest,
} from './tokenizeProtocol';

/** A file's new-side text, read for the lines Expand shows around its hunks. */
export interface ReadText {
  readonly path: string;
  readonly lines: readonly string[];
}

/**
 * The syntax tokens of the texts read for Expand, by text (its lines; a text
 * read again is a new one): each goes to the tokenizer worker once, whole, so
 * the lines an expansion shows are coloured as the hunks' are, a comment or
 * string that spans lines as one. Until its tokens come, or in a language
 * without colours, a text's lines show plain. Its tokens are the worker's
 * answer for one hunk of unchanged lines: `hunks[0][n - 1]` colours line n.
 */
export function useTextTokens(
  texts: readonly ReadText[],
): ReadonlyMap<readonly string[], FileTokens> {
  const [tokens, setTokens] = useState<ReadonlyMap<readonly string[], FileTokens>>(() => new Map());
  // Texts already asked for: each is tokenized once, however often the list changes. Weak: a text
  // read again on each refresh of the diff leaves the old one to be collected.
  const asked = useRef(new WeakSet<readonly string[]>());

  useEffect(() => {
    const worker = tokenizeWorker();
    if (!worker) return;
    const askedBefore = asked.current;
    const waiting = new Map<number, readonly string[]>();
    const current = new Set(texts.map((text) => text.lines));
    const onReply = (event: MessageEvent<TokenizeReply>) => {
      const lines = waiting.get(event.data.id);
      if (!lines) return;
      waiting.delete(event.data.id);
      const answer = event.data.tokens;
      if (!answer) return;
      // Texts no longer shown (a refreshed diff reads its own) let go of their tokens.
      setTokens(
        (previous) =>
          new Map([...[...previous].filter(([text]) => current.has(text)), [lines, answer]]),
      );
    };
    worker.addEventListener('message', onReply);
    for (const { path, lines } of texts) {
      const language = languageOf(path);
      if (language === null || askedBefore.has(lines)) continue;
      askedBefore.add(lines);
      const id = newRequestId();
      waiting.set(id, lines);
      const request: TokenizeRequest = {
        id,
        language,
        hunks: [{ lines: lines.map((text) => ({ kind: 'context', text })) }],
      };
      worker.postMessage(request);
    }
    return () => {
      worker.removeEventListener('message', onReply);
      // Asked but not answered to this listener: the next one asks again.
      for (const lines of waiting.values()) askedBefore.delete(lines);
    };
  }, [texts]);

  return tokens;
}

/**
 * Syntax highlighting off the UI thread, as react-diff-view recommends for
 * large diffs: speaks the message protocol of its useTokenizeWorker hook.
 */
// Must load first: it stands in for the DOM that refractor's dependencies expect.
import './workerDocument';
import { markEdits, tokenize, type HunkData, type TokenizeEnhancer } from 'react-diff-view';
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import type { TokenizeRequest } from './tokenizeProtocol';

refractor.register(jsx);
refractor.register(tsx);

// react-diff-view 3 was written against refractor 3, whose highlight()
// answered a list of nodes; refractor 5 answers their root.
const highlighter = {
  highlight: (value: string, language: string) => refractor.highlight(value, language).children,
};

function tokensFor(hunks: HunkData[], language: string | null) {
  const enhancers: TokenizeEnhancer[] = [markEdits(hunks, { type: 'block' })];
  if (language && refractor.registered(language)) {
    // The adapter matches refractor 3's highlight() that react-diff-view's types name.
    const options = { highlight: true, refractor: highlighter, language, enhancers } as const;
    return tokenize(hunks, options as unknown as Parameters<typeof tokenize>[1]);
  }
  return tokenize(hunks, { highlight: false, enhancers });
}

self.addEventListener('message', (event: MessageEvent<TokenizeRequest>) => {
  const { id, payload } = event.data;
  try {
    const tokens = tokensFor(payload.hunks, payload.language);
    self.postMessage({ id, payload: { success: true, tokens } });
  } catch (error) {
    // The diff is still shown, just without colours.
    self.postMessage({ id, payload: { success: false, reason: String(error) } });
  }
});

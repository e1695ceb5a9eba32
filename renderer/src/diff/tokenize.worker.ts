/**
 * Syntax highlighting off the UI thread, for diffs of any size: one message
 * per file in, that file's tokens out.
 */
// Must load first: it stands in for the DOM that refractor's dependencies expect.
import './workerDocument';
import { canHighlight, highlightHunks } from './highlightLines';
import type { TokenizeReply, TokenizeRequest } from './tokenizeProtocol';

self.addEventListener('message', (event: MessageEvent<TokenizeRequest>) => {
  const { id, hunks, language } = event.data;
  let reply: TokenizeReply;
  try {
    reply = canHighlight(language)
      ? { id, tokens: highlightHunks(hunks, language) }
      : { id, tokens: null, reason: `no highlighting for ${language}` };
  } catch (error) {
    // The file is still shown, just without colours.
    reply = { id, tokens: null, reason: String(error) };
  }
  self.postMessage(reply);
});

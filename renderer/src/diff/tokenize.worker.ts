/**
 * Syntax highlighting off the UI thread, as react-diff-view recommends for
 * large diffs: speaks the message protocol of its useTokenizeWorker hook.
 */
// Must load first: it stands in for the DOM that refractor's dependencies expect.
import './workerDocument';
import { tokenizeHunks } from './tokenizeHunks';
import type { TokenizeRequest } from './tokenizeProtocol';

self.addEventListener('message', (event: MessageEvent<TokenizeRequest>) => {
  const { id, payload } = event.data;
  try {
    const tokens = tokenizeHunks(payload.hunks, payload.language);
    self.postMessage({ id, payload: { success: true, tokens } });
  } catch (error) {
    // The diff is still shown, just without colours.
    self.postMessage({ id, payload: { success: false, reason: String(error) } });
  }
});

// A scripted reviewer for tests (run as a "custom" agent) that plays a slow
// model in a TUI whose input is always on screen: at each Parley review
// request it shows its prompt again at once, stays silent for SILENT_MS
// (reading files, thinking), then writes its approval to the answer file the
// request names, and prints nothing of it. Each request's first line is
// appended to LOG, so a test can tell how many it was sent.
// Usage: node slowFileReviewer.mjs SILENT_MS LOG
import fs from 'node:fs';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import {
  parleyRequest,
  runScriptedTerminalAgent,
  writeAnswerFile,
} from './scriptedTerminalAgent.mjs';

const silentMs = Number(process.argv[2]);
const log = process.argv[3];
if (!Number.isFinite(silentMs) || !log) {
  process.stderr.write('usage: slowFileReviewer.mjs SILENT_MS LOG\n');
  process.exit(2);
}

runScriptedTerminalAgent('slow> ', (request, print) => {
  fs.appendFileSync(log, `${request.split('\n')[0]}\n`);
  const { nonce, answerFile } = parleyRequest(request);
  if (!nonce || !answerFile)
    return print('That is not a Parley review request with an answer file.');
  print('Reading the change…');
  setTimeout(() => {
    const body = [
      `<<<PARLEY:BEGIN:${nonce}>>>`,
      'Nothing to fix.',
      '',
      `VERDICT ${nonce}: APPROVED`,
      `<<<PARLEY:END:${nonce}>>>`,
    ].join('\n');
    writeAnswerFile(answerFile, body);
  }, silentMs);
});

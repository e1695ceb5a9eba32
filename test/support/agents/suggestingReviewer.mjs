// A scripted reviewer for tests (run as a "custom" agent): at each pasted
// Parley review request it answers, in the asked format and with this round's
// nonce, one suggestion that replaces line LINE of FILE with REPLACEMENT.
// Usage: node suggestingReviewer.mjs FILE LINE REPLACEMENT
import process from 'node:process';
import {
  parleyRequest,
  runScriptedTerminalAgent,
  writeAnswerFile,
} from './scriptedTerminalAgent.mjs';

const [file, line, replacement] = process.argv.slice(2);
if (!file || !line || replacement === undefined) {
  process.stderr.write('usage: suggestingReviewer.mjs FILE LINE REPLACEMENT\n');
  process.exit(2);
}

runScriptedTerminalAgent('suggest> ', (request, print) => {
  const { nonce, answerFile } = parleyRequest(request);
  if (!nonce) return print('That is not a Parley review request.');
  const body = [
    `<<<PARLEY:BEGIN:${nonce}>>>`,
    `FILE: ${file}`,
    `LINE: ${line}`,
    'SEVERITY: suggestion',
    'COMMENT: Say what the function does in one expression.',
    `SUGGESTION: ${replacement}`,
    '',
    `VERDICT ${nonce}: CHANGES_REQUESTED`,
    `<<<PARLEY:END:${nonce}>>>`,
  ].join('\n');
  if (answerFile) writeAnswerFile(answerFile, body);
  print(body);
});

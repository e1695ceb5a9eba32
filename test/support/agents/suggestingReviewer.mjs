// A scripted reviewer for tests (run as a "custom" agent): at each pasted
// Parley review request it answers, in the asked format and with this round's
// nonce, one suggestion that replaces line LINE of FILE with REPLACEMENT.
// Usage: node suggestingReviewer.mjs FILE LINE REPLACEMENT
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const [file, line, replacement] = process.argv.slice(2);
if (!file || !line || replacement === undefined) {
  process.stderr.write('usage: suggestingReviewer.mjs FILE LINE REPLACEMENT\n');
  process.exit(2);
}

const PROMPT = 'suggest> ';
const PASTE_START = '\u001b[200~';
const PASTE_END = '\u001b[201~';
let buffer = '';

/** The request itself, or the file a one-line pointer names. */
function requestText(pasted) {
  const pointer = /Read the Parley request in the file (\S+) and follow/.exec(pasted);
  return pointer ? fs.readFileSync(path.join(process.cwd(), pointer[1]), 'utf8') : pasted;
}

function answer(request) {
  const nonce = /followed by ":BEGIN:([A-Za-z0-9_-]+)>>>"/.exec(request)?.[1];
  if (!nonce) return 'That is not a Parley review request.';
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
  const answerFile = /to the file (\S+?)\.(?:\s|$)/.exec(request)?.[1];
  if (answerFile) {
    fs.mkdirSync(path.dirname(path.join(process.cwd(), answerFile)), { recursive: true });
    fs.writeFileSync(path.join(process.cwd(), answerFile), `${body}\n`);
  }
  return body;
}

process.stdin.setRawMode?.(true);
process.stdin.setEncoding('utf8');
process.stdout.write(PROMPT);
process.stdin.on('data', (data) => {
  buffer += data;
  // Submitted: Enter after the paste ended (or typed text).
  const enter = buffer.lastIndexOf('\r');
  if (enter === -1 || enter < buffer.lastIndexOf(PASTE_END)) return;
  if (buffer.lastIndexOf(PASTE_START) > buffer.lastIndexOf(PASTE_END)) return;
  const submitted = buffer.slice(0, enter).split(PASTE_START).join('').split(PASTE_END).join('');
  buffer = '';
  if (submitted.includes('\u0004')) process.exit(0);
  if (submitted.trim() === '') {
    process.stdout.write(`\r\n${PROMPT}`);
    return;
  }
  const text = answer(requestText(submitted));
  process.stdout.write(`\r\n${text.replace(/\n/g, '\r\n')}\r\n${PROMPT}`);
});

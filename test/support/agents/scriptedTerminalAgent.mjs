// The terminal side of a scripted agent for tests (run as a "custom" agent):
// shows a prompt, reads a pasted (bracketed) or typed request up to Enter,
// follows a Parley pointer to its prompt file, and hands the request to the
// script. Ctrl-D in a submission ends the program.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const PASTE_START = '\u001b[200~';
const PASTE_END = '\u001b[201~';

/** The request itself, or the file a one-line pointer names. */
function requestText(pasted) {
  const pointer = /Read the Parley request in the file (\S+) and follow/.exec(pasted);
  return pointer ? fs.readFileSync(path.join(process.cwd(), pointer[1]), 'utf8') : pasted;
}

/** This round's nonce and the answer file a Parley request names (null when it names none). */
export function parleyRequest(request) {
  const nonce = /followed by ":BEGIN:([A-Za-z0-9_-]+)>>>"/.exec(request)?.[1] ?? null;
  const answerFile = /to the file (\S+?)\.(?:\s|$)/.exec(request)?.[1] ?? null;
  return { nonce, answerFile };
}

/** Writes an answer to the answer file a request names, relative to the working directory. */
export function writeAnswerFile(answerFile, body) {
  const file = path.join(process.cwd(), answerFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${body}\n`);
}

/**
 * Runs the agent: `onRequest(request, print)` answers each submitted request;
 * `print` writes lines to the screen, and the prompt is shown again after it
 * returns.
 */
export function runScriptedTerminalAgent(prompt, onRequest) {
  let buffer = '';
  const print = (text) => process.stdout.write(`${text.replace(/\n/g, '\r\n')}\r\n`);
  process.stdin.setRawMode?.(true);
  process.stdin.setEncoding('utf8');
  process.stdout.write(prompt);
  process.stdin.on('data', (data) => {
    buffer += data;
    // Submitted: Enter after the paste ended (or typed text).
    const enter = buffer.lastIndexOf('\r');
    if (enter === -1 || enter < buffer.lastIndexOf(PASTE_END)) return;
    if (buffer.lastIndexOf(PASTE_START) > buffer.lastIndexOf(PASTE_END)) return;
    const submitted = buffer.slice(0, enter).split(PASTE_START).join('').split(PASTE_END).join('');
    buffer = '';
    if (submitted.includes('\u0004')) process.exit(0);
    process.stdout.write('\r\n');
    if (submitted.trim() !== '') onRequest(requestText(submitted), print);
    process.stdout.write(prompt);
  });
}

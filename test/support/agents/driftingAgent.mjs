// Scripted agents for tests (run as "custom" agents) that drift from what a
// Parley prompt asks, as real models do. Each request's first line is
// appended to LOG, so a test can tell how many it was sent, and the whole
// request to LOG.full, each ending in a line holding only "\u001e".
// Usage: node driftingAgent.mjs MODE LOG [MS]
//   asking-author       changes nothing and asks a question, without markers
//   padding-author      writes ten comment lines at the top of math.js, far from
//                       its console.log, and says it fixed F1
//   slow-author MS      shows its prompt again at once, stays silent MS while it
//                       "edits", then removes math.js's console.log and prints its
//                       summary between the request's markers
//   checking-reviewer   raises F1 while math.js logs to the console, rules it
//                       resolved and approves once it does not (to its answer file)
//   pausing-reviewer MS prints its begin marker and a first finding, stays silent
//                       MS, then prints a second finding, its verdict and the end
//                       marker (on the screen only)
//   prose-reviewer      asks for changes in prose, no finding in the format
//   unsigned-approver   writes "VERDICT: APPROVED", without the nonce, and nothing else
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import {
  parleyRequest,
  runScriptedTerminalAgent,
  writeAnswerFile,
} from './scriptedTerminalAgent.mjs';

const [mode, log, ms] = process.argv.slice(2);
const silentMs = Number(ms ?? 0);
if (!mode || !log) {
  process.stderr.write('usage: driftingAgent.mjs MODE LOG [MS]\n');
  process.exit(2);
}

const MATH = path.join(process.cwd(), 'math.js');
const logsToConsole = () => fs.readFileSync(MATH, 'utf8').includes('console.log');
const marked = (nonce, lines) => [
  `<<<PARLEY:BEGIN:${nonce}>>>`,
  ...lines,
  `<<<PARLEY:END:${nonce}>>>`,
];
const LOG_FINDING = [
  'FILE: math.js',
  'LINE: 2',
  'SEVERITY: error',
  'COMMENT: Debug output left in add(): remove the console.log.',
];

/** The answer to a review request: to the answer file it names, else on the screen. */
function answer(request, print, lines) {
  const { nonce, answerFile } = parleyRequest(request);
  const body = marked(nonce, lines).join('\n');
  if (answerFile) writeAnswerFile(answerFile, body);
  else print(body);
}

const modes = {
  'slow-author'(request, print) {
    const { nonce } = parleyRequest(request);
    print('Fixing…');
    setTimeout(() => {
      const fixed = fs
        .readFileSync(MATH, 'utf8')
        .split('\n')
        .filter((line) => !line.includes('console.log'))
        .join('\n');
      fs.writeFileSync(MATH, fixed);
      print(marked(nonce, ['Removed the console.log.', 'FINDING F1: FIXED — removed']).join('\n'));
    }, silentMs);
  },
  'asking-author'(request, print) {
    print('Before I change anything: the console.log in add() looks intentional.');
    print('Do you want me to remove it, or keep it and document why?');
  },
  'padding-author'(request, print) {
    const { nonce } = parleyRequest(request);
    const notes = Array.from({ length: 10 }, (_, i) => `// note ${i + 1}`).join('\n');
    fs.writeFileSync(MATH, `${notes}\n${fs.readFileSync(MATH, 'utf8')}`);
    print(marked(nonce, ['Tidied math.js.', 'FINDING F1: FIXED — tidied the file']).join('\n'));
  },
  'checking-reviewer'(request, print) {
    const { nonce } = parleyRequest(request);
    const later = /\bF1\b/.test(request);
    const lines = logsToConsole()
      ? [...(later ? ['FINDING F1: STILL_OPEN — it still logs'] : LOG_FINDING), '']
      : ['FINDING F1: RESOLVED — the console.log is gone', ''];
    const verdict = logsToConsole() ? 'CHANGES_REQUESTED' : 'APPROVED';
    answer(request, print, [...lines, `VERDICT ${nonce}: ${verdict}`]);
  },
  // Round 1 raises the log and the TODO; later rounds rule on both inside one sentence of prose.
  'chatty-reviewer'(request, print) {
    const { nonce } = parleyRequest(request);
    const todo = [
      'FILE: math.js',
      'LINE: 3',
      'SEVERITY: warning',
      'COMMENT: A TODO left in add().',
    ];
    const lines = /\bF1\b/.test(request)
      ? [
          'Thanks for the quick turnaround, so F1 is resolved, while F2 is still open: the TODO is still there.',
        ]
      : [...LOG_FINDING, '', ...todo];
    answer(request, print, [...lines, '', `VERDICT ${nonce}: CHANGES_REQUESTED`]);
  },
  'pausing-reviewer'(request, print) {
    const { nonce } = parleyRequest(request);
    print(`<<<PARLEY:BEGIN:${nonce}>>>\n${LOG_FINDING.join('\n')}\n`);
    setTimeout(() => {
      print(
        [
          'FILE: math.js',
          'LINE: 3',
          'SEVERITY: warning',
          'COMMENT: A TODO left in add().',
          '',
          `VERDICT ${nonce}: CHANGES_REQUESTED`,
          `<<<PARLEY:END:${nonce}>>>`,
        ].join('\n'),
      );
    }, silentMs);
  },
  'prose-reviewer'(request, print) {
    const { nonce } = parleyRequest(request);
    answer(request, print, [
      'Please remove the console.log call on line 2 of math.js; it leaks arguments.',
      '',
      `VERDICT ${nonce}: CHANGES_REQUESTED`,
    ]);
  },
  'unsigned-approver'(request, print) {
    answer(request, print, ['VERDICT: APPROVED']);
  },
};

const play = modes[mode];
if (!play) {
  process.stderr.write(`driftingAgent.mjs: no mode "${mode}"\n`);
  process.exit(2);
}
runScriptedTerminalAgent(`${mode}> `, (request, print) => {
  fs.appendFileSync(log, `${request.split('\n')[0]}\n`);
  fs.appendFileSync(`${log}.full`, `${request}\n\u001e\n`);
  play(request, print);
});

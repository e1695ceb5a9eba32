import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../main/host/cli/index';
import { parseReviewCommand } from '../../../../main/host/cli/commands/parseReview';
import { markerInstruction, verdictLine } from '../../../../main/core/review/protocol/textProtocol';
import { isTerminalCapture } from '../../../../main/core/sessions/screen/terminalCapture';
import { captureIo } from './cliIo';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const nonce = '1234abcd1234abcd';
const marked = (body: string) =>
  `<<<PARLEY:BEGIN:${nonce}>>>\n${body}\n<<<PARLEY:END:${nonce}>>>\n`;

const blockAnswer = marked(
  [
    '**FILE:** src/app.ts',
    '**LINE:** 30-34',
    '**SEVERITY:** major',
    '**COMMENT:** The retry loop swallows every error.',
    '**SUGGESTION:** Rethrow after the last attempt.',
    '',
    'src/app.ts:7: nit: Unused import.',
    '',
    `**VERDICT ${nonce}:** CHANGES_REQUESTED`,
  ].join('\n'),
);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'parley-parse-review-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(args: string[], stdin?: string) {
  const capture = captureIo(dir);
  const input = capture.io.stdin as PassThrough;
  input.end(stdin ?? '');
  const code = await runCli(['parse-review', ...args], capture.io, [parseReviewCommand]);
  return { code, stdout: capture.out(), stderr: capture.err() };
}

describe('parley parse-review', () => {
  it('prints the review read from a file as indented JSON', async () => {
    await writeFile(path.join(dir, 'answer.md'), blockAnswer);
    const result = await run(['answer.md']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('\n  "verdict": "changes-requested"');
    expect(JSON.parse(result.stdout)).toEqual({
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/app.ts',
          line: 30,
          endLine: 34,
          severity: 'error',
          comment: 'The retry loop swallows every error.',
          suggestion: 'Rethrow after the last attempt.',
        },
        { file: 'src/app.ts', line: 7, severity: 'suggestion', comment: 'Unused import.' },
      ],
    });
  });

  it('prints one compact line with --json, reading stdin when no file is given', async () => {
    const result = await run(['--json'], '{"verdict":"approved","comments":[]}');
    expect(result).toEqual({
      code: 0,
      stdout: '{"verdict":"approved","comments":[]}\n',
      stderr: '',
    });
  });

  it("prints the answer's word on earlier findings, with the comments' finding ids", async () => {
    const answer = marked(
      [
        'FINDING F1: RESOLVED',
        '| F2 | STILL_OPEN | line 15 still logs |',
        '',
        'FINDING: F3',
        'FILE: src/app.ts',
        'LINE: 9',
        'SEVERITY: warning',
        'COMMENT: Still unchecked.',
        '',
        verdictLine(nonce, 'CHANGES_REQUESTED'),
      ].join('\n'),
    );
    const result = await run(['--json'], answer);
    expect(JSON.parse(result.stdout)).toEqual({
      verdict: 'changes-requested',
      comments: [
        {
          findingId: 'F3',
          file: 'src/app.ts',
          line: 9,
          severity: 'warning',
          comment: 'Still unchecked.',
        },
      ],
      rulings: [
        { id: 'F1', ruling: 'resolved' },
        { id: 'F2', ruling: 'open', note: 'line 15 still logs' },
      ],
    });
  });

  it('counts only the marked answer after a prompt echo', async () => {
    const screen = `${markerInstruction(nonce)}\nVERDICT: APPROVED\n\n● ${marked(`  ${verdictLine(nonce, 'NEEDS_DISCUSSION')}`)}`;
    const result = await run(['--json'], screen);
    expect(JSON.parse(result.stdout)).toEqual({ verdict: 'needs-discussion', comments: [] });
  });

  it('reads a raw terminal transcript as a person would see it', async () => {
    const esc = '\x1b';
    const transcript = [
      `${esc}]0;claude${esc}\\${esc}[?2004h${esc}[?25l`,
      `${esc}[1mFILE:${esc}[22m src/app.ts\r\n`,
      `${esc}[1mLINE:${esc}[22m 12\r\n`,
      `${esc}[1mSEVERITY:${esc}[22m ${esc}[31mmajor${esc}[39m\r\n`,
      // A line the TUI redraws (cursor up, erase line): only its final text was on screen.
      `${esc}[1mCOMMENT:${esc}[22m Drafting…\r\n${esc}[1A${esc}[2K\r`,
      `${esc}[1mCOMMENT:${esc}[22m Off by one in the loop bound.\r\n`,
      `${esc}[200~\r\n`,
      `${esc}[1mVERDICT:${esc}[22m ${esc}[38;2;200;80;80mCHANGES_REQUESTED${esc}[0m\r\n`,
      `${esc}[?2004l${esc}[?25h`,
    ].join('');
    const result = await run(['--json'], transcript);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      verdict: 'changes-requested',
      comments: [
        {
          file: 'src/app.ts',
          line: 12,
          severity: 'error',
          comment: 'Off by one in the loop bound.',
        },
      ],
    });
  });

  it('reads plain text with CRLF line ends as it is, not as a terminal capture', async () => {
    const plain =
      'FILE: src/a.ts\r\nLINE: 3\r\nSEVERITY: minor\r\nCOMMENT: Tidy up.\r\n\r\nVERDICT: APPROVED\r\n';
    expect(isTerminalCapture(plain)).toBe(false);
    expect(isTerminalCapture('50%\r60%\r\n')).toBe(true);
    const result = await run(['--json'], plain);
    expect(JSON.parse(result.stdout)).toEqual({
      verdict: 'approved',
      comments: [{ file: 'src/a.ts', line: 3, severity: 'suggestion', comment: 'Tidy up.' }],
    });
  });

  it('exits 2 with a clear message on an answer it cannot read', async () => {
    const prose = await run([], 'Looks fine to me overall, nice work!');
    expect(prose.code).toBe(2);
    expect(prose.stdout).toBe('');
    expect(prose.stderr).toMatch(
      /no review found\. The answer holds no verdict and no review comment/,
    );

    const echoOnly = await run([], `${markerInstruction(nonce)}\nVERDICT: APPROVED\n`);
    expect(echoOnly.code).toBe(2);
    expect(echoOnly.stderr).toMatch(/holds a Parley prompt but no answer/);
  });

  it('exits 2 on a file it cannot read, and on bad arguments', async () => {
    const missing = await run(['nope.md']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('cannot read nope.md: no such file.');
    const directory = await run(['.']);
    expect(directory.stderr).toContain('cannot read .: it is a directory.');
    const twoFiles = await run(['a', 'b']);
    expect(twoFiles.code).toBe(2);
    expect(twoFiles.stderr).toContain('give at most one FILE');
    const unknown = await run(['--yaml']);
    expect(unknown.code).toBe(2);
    // Only the option: node's hint for positionals that start with "-" had quotes that never close.
    expect(unknown.stderr).toMatch(/^parley parse-review: unknown option '--yaml'\.\n/);
  });

  it('says once that a binary file is not text, with no terminal parser errors on stderr', () => {
    const bytes = readFileSync(process.execPath).subarray(0, 200_000);
    const asFile = path.join(dir, 'program.bin');
    writeFileSync(asFile, bytes);
    for (const [args, input] of [
      [[asFile], undefined],
      [[], bytes],
    ] as const) {
      const result = spawnSync(process.execPath, ['bin/parley.js', 'parse-review', ...args], {
        cwd: repoRoot,
        input,
        encoding: 'utf8',
      });
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(
        /^parley parse-review: \S+ is not text \(binary data\): not an answer\.\n$/,
      );
      expect(result.stdout).toBe('');
    }
  });

  it('runs as a real process through bin/parley.js with stdin piped', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'bin/parley.js'), 'parse-review', '--json'],
      {
        cwd: repoRoot,
        input: blockAnswer,
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const parsed = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
    expect(parsed.verdict).toBe('changes-requested');
    expect(parsed.comments).toHaveLength(2);
  });
});

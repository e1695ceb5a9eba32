import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressComments } from '../../../../main/agent/author/addressComments';
import type { ReviewComment } from '../../../../shared/contract/reviewModel';

let workspace: string;
beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'parley-agent-author-'));
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const comment = (file: string, line: number, text: string): ReviewComment => ({
  file,
  line,
  severity: 'warning',
  comment: text,
});

describe('addressComments', () => {
  it('fixes several comments in one file, keeping its CRLF line ends and final newline', async () => {
    const file = path.join(workspace, 'a.js');
    await writeFile(file, ['// TODO: x', 'debugger;', 'run();', ''].join('\r\n'));
    const outcomes = addressComments(
      [comment('a.js', 2, 'Remove this debugger statement'), comment('a.js', 1, 'A TODO is left')],
      workspace,
    );
    expect(outcomes.map((o) => o.fixed)).toEqual([true, true]);
    expect(await readFile(file, 'utf8')).toBe('run();\r\n');
  });

  it('lets the prose of a comment decide over the code it quotes', async () => {
    await writeFile(
      path.join(workspace, 'a.ts'),
      "console.log('token', token);\nconst apiKey = 'sk-9f8e7d6c5b4a3210fedc';\n",
    );
    const [outcome] = addressComments(
      [
        comment(
          'a.ts',
          1,
          "Leftover debug output: console.log() in `console.log('token', token);`",
        ),
      ],
      workspace,
    );
    expect(outcome?.detail).toBe('removed the leftover debug statement');
    expect(await readFile(path.join(workspace, 'a.ts'), 'utf8')).toBe(
      "const apiKey = 'sk-9f8e7d6c5b4a3210fedc';\n",
    );
  });

  it('reads the code a comment quotes when its prose names no fix', async () => {
    await writeFile(path.join(workspace, 'a.ts'), 'debugger;\nok();\n');
    const [outcome] = addressComments([comment('a.ts', 1, 'Please drop `debugger`')], workspace);
    expect(outcome?.fixed).toBe(true);
  });

  it('never touches a file outside the workspace, and says why for each comment it leaves', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'parley-agent-outside-'));
    try {
      await writeFile(path.join(outside, 'x.ts'), 'debugger;\n');
      await mkdir(path.join(workspace, 'src'));
      await writeFile(path.join(workspace, 'src/wide.ts'), `const x = '${'w'.repeat(130)}';\n`);
      const escape = path.relative(workspace, path.join(outside, 'x.ts'));
      const outcomes = addressComments(
        [
          comment(escape, 1, 'Remove this debugger statement'),
          comment('src/missing.ts', 1, 'Remove the debugger'),
          comment('src/wide.ts', 1, 'Line is 143 characters long (limit 120)'),
          comment('src/wide.ts', 1, 'Rename x to something clearer'),
        ],
        workspace,
      );
      expect(outcomes.map((o) => [o.fixed, o.detail])).toEqual([
        [false, `cannot edit ${escape}: the path is outside the workspace`],
        [false, 'cannot edit src/missing.ts: the file does not exist'],
        [false, 'wrapping a long line well needs a person'],
        [false, 'parley-agent has no automatic fix for this comment; it needs a person or a model'],
      ]);
      expect(await readFile(path.join(outside, 'x.ts'), 'utf8')).toBe('debugger;\n');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('reports a second comment on lines another fix already changed', async () => {
    await writeFile(path.join(workspace, 'a.ts'), "console.log('x'); // TODO: drop\n");
    const outcomes = addressComments(
      [
        comment('a.ts', 1, 'Leftover debug output: console.log()'),
        comment('a.ts', 1, 'TODO left in new code'),
      ],
      workspace,
    );
    expect(outcomes.map((o) => [o.fixed, o.detail])).toEqual([
      [true, 'removed the leftover debug statement'],
      [false, 'the same lines were already changed for another comment'],
    ]);
    expect(await readFile(path.join(workspace, 'a.ts'), 'utf8')).toBe('');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../shared/contract';
import {
  roundArtifactFile,
  writeRoundArtifact,
} from '../../../../../main/core/review/artifacts/roundArtifact';
import { renderRoundMarkdown } from '../../../../../main/core/review/artifacts/roundMarkdown';
import { makeTestRepo, realGit, type TestRepo } from '../../git/testRepo';

function review(workspace: string): AgentReview {
  return {
    id: 'rev-7',
    diffSource: { kind: 'branch', base: 'main' },
    workspace,
    authorSessionId: 'claude-1',
    reviewerSessionId: 'codex-2',
    status: 'in-progress',
    phase: 'author-fixing',
    rounds: [
      {
        roundNumber: 1,
        verdict: 'changes-requested',
        reviewComments: [
          {
            file: 'src/server.ts',
            line: 40,
            endLine: 44,
            severity: 'warning',
            comment: 'This loop retries forever.\nCap it, and log the last error.',
            suggestion: 'for (let i = 0; i < 3; i++) {\n  ```not a fence```\n}',
          },
          {
            file: 'src/app.ts',
            line: 12,
            severity: 'error',
            comment: 'Leftover `console.log` of the user token.',
          },
          {
            file: 'src/server.ts',
            line: 3,
            severity: 'suggestion',
            comment: 'Name this constant.',
          },
        ],
        authorResponse: 'Removed the log, capped the retries at 3. Kept the name: it is exported.',
        cost: { author: 0.0412, reviewer: 0.1203, total: 0.1615, estimated: true },
        timestamp: '2026-02-03T10:11:12.000Z',
      },
    ],
    maxRounds: 3,
    autoIterate: true,
    effort: 'high',
    costCeiling: 2,
    totalCost: 0.1615,
    createdAt: '2026-02-03T10:00:00.000Z',
    updatedAt: '2026-02-03T10:11:12.000Z',
  };
}

describe('renderRoundMarkdown', () => {
  it("names the sessions as the review recorded them, the round's own reviewer first", () => {
    const r = {
      ...review('/work/project'),
      sessionNames: { 'codex-2': 'codex', 'claude-1': 'api' },
    };
    expect(renderRoundMarkdown(r, r.rounds[0]!).split('\n')[2]).toBe(
      'Review `rev-7` · reviewer “codex” (session `codex-2`) · author “api” (session `claude-1`)',
    );
  });

  it('shows the verdict, the comments by file with severity, the author response and the cost', () => {
    const r = review('/work/project');
    expect(renderRoundMarkdown(r, r.rounds[0]!)).toBe(
      [
        '# Round 1 of 3: Changes requested',
        '',
        'Review `rev-7` · reviewer session `codex-2` · author session `claude-1`',
        'Diff: branch against `main` · 2026-02-03T10:11:12.000Z',
        '',
        '## Verdict',
        '',
        '**Changes requested**, 3 comments: 1 error, 1 warning, 1 suggestion.',
        '',
        '## Comments',
        '',
        '### `src/app.ts`',
        '',
        '- **error**, line 12: Leftover `console.log` of the user token.',
        '',
        '### `src/server.ts`',
        '',
        '- **suggestion**, line 3: Name this constant.',
        '- **warning**, lines 40–44: This loop retries forever.',
        '  Cap it, and log the last error.',
        '  Suggestion:',
        '  ````',
        '  for (let i = 0; i < 3; i++) {',
        '    ```not a fence```',
        '  }',
        '  ````',
        '',
        '## Author response',
        '',
        'Removed the log, capped the retries at 3. Kept the name: it is exported.',
        '',
        '## Cost',
        '',
        '| | Cost |',
        '| --- | --: |',
        '| Author | $0.0412 |',
        '| Reviewer | $0.1203 |',
        '| This round | $0.1615 (estimated) |',
        '| Review so far | $0.1615 of a $2.00 ceiling |',
        '',
      ].join('\n'),
    );
  });

  it('says plainly when a round has no verdict or no answer from the author yet', () => {
    const r = review('/work/project');
    const round = { ...r.rounds[0]!, verdict: null, reviewComments: [], authorResponse: '' };
    const text = renderRoundMarkdown({ ...r, costCeiling: null }, round);
    expect(text).toContain('**No verdict**: the answer could not be read.');
    expect(text).not.toContain('## Comments');
    expect(text).toContain('## Author response\n\n_None yet._');
    expect(text).toContain('| Review so far | $0.1615 |');
  });

  it('says why the last round has no author response once the review stopped there', () => {
    const r = review('/work/project');
    const round = { ...r.rounds[0]!, authorResponse: '' };
    const stopped = (status: AgentReview['status']) =>
      renderRoundMarkdown({ ...r, status, rounds: [round] }, round);
    expect(stopped('stalled')).toContain(
      '## Author response\n\n_None: the review stalled at this round; a person decides._',
    );
    expect(stopped('approved')).toContain('_None: the review was approved at this round._');
    expect(stopped('in-progress')).toContain('## Author response\n\n_None yet._');
  });

  it("lists the people's comments the round's feedback carried, and only those", () => {
    const r = review('/work/project');
    const person = { line: 4, severity: 'suggestion' as const, createdAt: '2026-11-22T10:00:00Z' };
    const text = renderRoundMarkdown(
      {
        ...r,
        humanComments: [
          { ...person, id: 'c1', file: 'src/a.ts', comment: 'Sent with round 1.', sentInRound: 1 },
          { ...person, id: 'c2', file: 'src/b.ts', comment: 'Not sent yet.' },
        ],
      },
      r.rounds[0]!,
    );
    expect(text).toContain(
      '## Comments from people\n\n### `src/a.ts`\n\n- **suggestion**, line 4: Sent with round 1.',
    );
    expect(text).not.toContain('Not sent yet.');
  });

  it('marks the comments a person settled, which were not sent to the author again', () => {
    const r = review('/work/project');
    const [retries, token, name] = r.rounds[0]!.reviewComments;
    const round = {
      ...r.rounds[0]!,
      reviewComments: [
        { ...retries!, resolution: 'resolved' as const, suggestionApplied: true },
        { ...token!, resolution: 'dismissed' as const },
        { ...name!, suggestionApplied: true },
      ],
    };
    const text = renderRoundMarkdown(r, round);
    expect(text).toContain('- **warning**, lines 40–44 (suggestion applied by a person): ');
    expect(text).toContain(
      '- **error**, line 12 (dismissed by a person, not sent to the author again): ',
    );
    // Reopened after its suggestion was applied: open again, and its suggestion in the files.
    expect(text).toContain(
      '- **suggestion**, line 3 (suggestion applied by a person, then reopened): Name this constant.',
    );
  });
});

describe('writeRoundArtifact', () => {
  let repo: TestRepo | undefined;
  let plainDir: string | undefined;
  afterEach(async () => {
    await repo?.remove();
    if (plainDir) fs.rmSync(plainDir, { recursive: true, force: true });
  });

  it('writes .parley/reviews/<id>/round-<n>.md, which git then ignores', async () => {
    repo = await makeTestRepo();
    const r = review(repo.dir);
    const file = await writeRoundArtifact(r, 1, realGit());

    expect(file).toBe(path.join(repo.dir, '.parley', 'reviews', 'rev-7', 'round-1.md'));
    expect(fs.readFileSync(file, 'utf8')).toBe(renderRoundMarkdown(r, r.rounds[0]!));
    expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['round-1.md']);

    // Rewritten whole once the round changes (e.g. the author answered).
    const answered = structuredClone(r);
    answered.rounds[0]!.authorResponse = 'All fixed.';
    await writeRoundArtifact(answered, 1, realGit());
    expect(fs.readFileSync(file, 'utf8')).toContain('## Author response\n\nAll fixed.\n');
  });

  it('writes in a workspace that is not a git repository', async () => {
    plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-artifact-plain-'));
    const file = await writeRoundArtifact(review(plainDir), 1, realGit());
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^# Round 1 of 3: Changes requested/);
  });

  it('refuses a round the review does not have, and an id that would leave the folder', async () => {
    await expect(writeRoundArtifact(review('/nowhere'), 2, realGit())).rejects.toThrow(
      /Review rev-7 has no round 2/,
    );
    expect(() => roundArtifactFile('/work/project', '../escape', 1)).toThrow(/Not a review id/);
  });
});

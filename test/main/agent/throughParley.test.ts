import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParleyCore, type LocalParleyCore } from '../../../main/core/parleyCore';
import { parseDiff } from '../../../main/core/git/diff/parseDiff';
import { parseReviewAnswer } from '../../../main/core/review/parse/reviewAnswerParser';
import { buildAuthorFeedbackPrompt } from '../../../main/core/review/prompt/feedbackPrompt';
import { buildReviewPrompt } from '../../../main/core/review/prompt/reviewPrompt';

/**
 * parley-agent driven by Parley's own session machinery, as a review does:
 * the built-in profile, Parley's prompt submission (neutralised bracketed
 * paste, Enter, confirmation) and its screen-based turn end.
 */
const ctx = { clientId: 'test' };
let workspace: string;
let dataDir: string;
let core: LocalParleyCore | undefined;

beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'parley-agent-core-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-agent-data-'));
});

afterEach(async () => {
  await core?.dispose();
  core = undefined;
  await rm(workspace, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

async function agentSession() {
  core = await createParleyCore({ workspace, dataDir, isDesktop: false, version: '0.0.0' });
  const created = await core.handlers['session:create']({ profileId: 'parley-agent' }, ctx);
  const session = core.sessions.get(created.id);
  await session.waitForStatus(['ready'], 20_000);
  return session;
}

describe('parley-agent through a Parley session', () => {
  it('takes a submitted review prompt, ends its turn, and its answer parses', async () => {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: workspace, encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    await writeFile(path.join(workspace, 'app.py'), 'def run():\n    return 1\n');
    git('add', '.');
    git('commit', '-qm', 'app');
    await writeFile(
      path.join(workspace, 'app.py'),
      'def run():\n    print("here")\n    return 1\n',
    );

    const session = await agentSession();
    const prompt = buildReviewPrompt({
      files: parseDiff(git('diff')).files,
      round: 1,
      effort: 'medium',
    });
    expect((await session.submitPrompt(prompt.text)).submitted).toBe(true);
    const turn = await session.waitForTurnEnd({ timeoutMs: 20_000 });
    const parsed = parseReviewAnswer(turn.text, prompt.markers);
    expect(parsed.verdict).toBe('changes-requested');
    expect(parsed.comments.map((c) => [c.file, c.line, c.severity])).toEqual([
      ['app.py', 2, 'warning'],
      ['app.py', 2, 'suggestion'],
    ]);

    const feedback = buildAuthorFeedbackPrompt({ round: 1, comments: parsed.comments });
    expect((await session.submitPrompt(feedback.text)).submitted).toBe(true);
    const authorTurn = await session.waitForTurnEnd({ timeoutMs: 20_000 });
    expect(authorTurn.text).toContain(feedback.markers.end);
    // The print was the block's only statement besides the return: removed, nothing else.
    expect(await readFile(path.join(workspace, 'app.py'), 'utf8')).toBe(
      'def run():\n    return 1\n',
    );
  });
});

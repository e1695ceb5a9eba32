import { describe, expect, it } from 'vitest';
import type { ProfileSnapshot } from '../../../shared/contract';
import { closeQuestion } from '../../../renderer/src/sidebar/closeQuestion';
import { sessionSnapshot } from '../../support/sessionSnapshot';
import { review } from '../model/reviewFixture';

const author = sessionSnapshot('author', { name: 'claude 1', profileId: 'claude' });
const reviewer = sessionSnapshot('reviewer', { name: 'codex 1' });
const sessions = [author, reviewer];
const profiles = [
  { id: 'claude', name: 'Claude Code', needsCommand: false },
  { id: 'custom', name: 'Custom command', needsCommand: true },
] as ProfileSnapshot[];

describe('closeQuestion', () => {
  it('names the unfinished review a session takes part in', () => {
    expect(closeQuestion(reviewer, [review()], sessions, profiles)).toBe(
      '“codex 1” takes part in the review of “claude 1” by “codex 1”, which has not finished. Closing the session stops its program, and the review cannot go on without it.',
    );
  });

  it('asks for an agent still running, naming its program', () => {
    const ended = review({ status: 'approved' });
    const question = closeQuestion(author, [ended], sessions, profiles);
    expect(question).toContain('“claude 1” is still running Claude Code.');
    expect(question).toContain('an agent’s conversation, is lost');
    for (const status of ['starting', 'busy', 'dialog'] as const)
      expect(closeQuestion({ ...author, status }, [], sessions, profiles)).not.toBeNull();
    // A command of the person's own is named by its file.
    const own = { ...author, profileId: 'custom', command: '/opt/bin/aider' };
    expect(closeQuestion(own, [], [own], profiles)).toContain('is still running aider.');
  });

  it('closes a shell, or a program that has ended, at once', () => {
    const shell = sessionSnapshot('shell', { profileId: 'shell', command: 'bash' });
    expect(closeQuestion(shell, [], [shell], profiles)).toBeNull();
    expect(
      closeQuestion({ ...author, status: 'exited', exitCode: 0 }, [], sessions, profiles),
    ).toBeNull();
    expect(closeQuestion({ ...author, status: 'stopped' }, [], sessions, profiles)).toBeNull();
  });

  it('still asks for a shell an unfinished review needs', () => {
    const shell = sessionSnapshot('author', { profileId: 'shell', name: 'sh' });
    expect(closeQuestion(shell, [review()], [shell, reviewer], profiles)).toContain(
      'takes part in',
    );
  });
});

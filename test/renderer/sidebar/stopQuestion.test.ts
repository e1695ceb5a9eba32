import { describe, expect, it } from 'vitest';
import type { ProfileSnapshot } from '../../../shared/contract';
import { stopQuestion } from '../../../renderer/src/sidebar/stopQuestion';
import { sessionSnapshot } from '../../support/sessionSnapshot';
import { review } from '../model/reviewFixture';

const author = sessionSnapshot('author', { name: 'claude 1', profileId: 'claude' });
const reviewer = sessionSnapshot('reviewer', { name: 'codex 1' });
const sessions = [author, reviewer];
const profiles = [
  { id: 'claude', name: 'Claude Code', needsCommand: false },
  { id: 'custom', name: 'Custom command', needsCommand: true },
] as ProfileSnapshot[];

describe('stopQuestion', () => {
  it('names the unfinished review a session takes part in, and what closing it costs', () => {
    expect(stopQuestion('close', author, [review()], sessions, profiles)).toBe(
      '“claude 1” takes part in the review of “claude 1” by “codex 1”, which has not finished. Closing the session stops its program, and the review cannot go on without it.',
    );
    // A closed reviewer can be replaced.
    expect(stopQuestion('close', reviewer, [review()], sessions, profiles)).toBe(
      '“codex 1” takes part in the review of “claude 1” by “codex 1”, which has not finished. Closing the session stops its program, and the review stops until you reassign it to another reviewer.',
    );
  });

  it('asks for an agent still running, naming its program', () => {
    const ended = review({ status: 'approved' });
    const question = stopQuestion('close', author, [ended], sessions, profiles);
    expect(question).toContain('“claude 1” is still running Claude Code.');
    expect(question).toContain('an agent’s conversation, is lost');
    for (const status of ['starting', 'busy', 'dialog'] as const)
      expect(stopQuestion('close', { ...author, status }, [], sessions, profiles)).not.toBeNull();
    // A command of the person's own is named by its file.
    const own = { ...author, profileId: 'custom', command: '/opt/bin/aider' };
    expect(stopQuestion('close', own, [], [own], profiles)).toContain('is still running aider.');
  });

  it('closes a shell, or a program that has ended, at once', () => {
    const shell = sessionSnapshot('shell', { profileId: 'shell', command: 'bash' });
    expect(stopQuestion('close', shell, [], [shell], profiles)).toBeNull();
    expect(
      stopQuestion('close', { ...author, status: 'exited', exitCode: 0 }, [], sessions, profiles),
    ).toBeNull();
    expect(
      stopQuestion('close', { ...author, status: 'stopped' }, [], sessions, profiles),
    ).toBeNull();
  });

  it('asks the same before a restart, saying so', () => {
    expect(stopQuestion('restart', author, [], sessions, profiles)).toBe(
      '“claude 1” is still running Claude Code. Restarting the session stops it, and what the program has not saved, such as an agent’s conversation, is lost.',
    );
    // The reviewer is taking its turn: the review stops there.
    expect(stopQuestion('restart', reviewer, [review()], sessions, profiles)).toContain(
      'Restarting the session stops its program, and the review loses what the agent knew and the turn it is taking: the review stops there, for you to send the turn again.',
    );
    // The author waits while the reviewer works: only what it knew is lost.
    expect(stopQuestion('restart', author, [review()], sessions, profiles)).toContain(
      'Restarting the session stops its program, and the review loses what the agent knew.',
    );
    expect(
      stopQuestion('restart', { ...author, status: 'exited' }, [], sessions, profiles),
    ).toBeNull();
  });

  it('still asks for a shell an unfinished review needs', () => {
    const shell = sessionSnapshot('author', { profileId: 'shell', name: 'sh' });
    expect(stopQuestion('close', shell, [review()], [shell, reviewer], profiles)).toContain(
      'takes part in',
    );
  });
});

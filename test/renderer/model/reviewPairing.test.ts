import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../../shared/contract';
import {
  defaultAuthor,
  defaultReviewer,
  reassignDefault,
  sameProject,
} from '../../../renderer/src/model/reviewPairing';
import { review } from './reviewFixture';

function session(id: string, cwd = '/work/app', profileId = 'claude'): SessionSnapshot {
  return { id, name: id, cwd, profileId } as SessionSnapshot;
}

describe('sameProject', () => {
  it('is one folder, or one inside the other, never a mere common prefix', () => {
    expect(sameProject('/work/app', '/work/app')).toBe(true);
    expect(sameProject('/work/app/server', '/work/app')).toBe(true);
    expect(sameProject('/work/app', '/work/app/server')).toBe(true);
    expect(sameProject('/work/app2', '/work/app')).toBe(false);
    expect(sameProject('/tmp/demo', '/work/app')).toBe(false);
  });
});

describe('defaultReviewer', () => {
  it('starts with the last reviewer of this work, else the last reviewer used, never the author unasked', () => {
    const sessions = ['author', 'other', 'third'].map((id) => session(id));
    const ofWork = review({ authorSessionId: 'author', reviewerSessionId: 'third' });
    const elsewhere = review({ authorSessionId: 'other', reviewerSessionId: 'third' });
    const selfReview = review({ authorSessionId: 'author', reviewerSessionId: 'author' });
    expect(defaultReviewer('author', sessions, [ofWork])).toBe('third');
    // Another author's last reviewer is the last one used.
    expect(defaultReviewer('author', sessions, [elsewhere])).toBe('third');
    // A self-review is kept only because it was chosen for this work last time.
    expect(defaultReviewer('author', sessions, [selfReview])).toBe('author');
    expect(defaultReviewer('other', sessions, [selfReview])).toBe('author');
    expect(defaultReviewer('third', sessions, [elsewhere])).toBe('author');
    // No reviews: any session but the author; alone, nobody.
    expect(defaultReviewer('author', sessions, [])).toBe('other');
    expect(defaultReviewer('author', [session('author')], [])).toBe('');
    // A reviewer whose session is closed is not offered.
    expect(defaultReviewer('author', sessions.slice(0, 2), [ofWork])).toBe('other');
  });

  it("prefers a session in the author's project to the last reviewer used elsewhere", () => {
    const sessions = [
      session('demo author', '/tmp/demo'),
      session('demo reviewer', '/tmp/demo', 'parley-agent'),
      session('author', '/work/app'),
      session('codex', '/work/app/server', 'codex'),
    ];
    const demo = review({ authorSessionId: 'demo author', reviewerSessionId: 'demo reviewer' });
    expect(defaultReviewer('author', sessions, [demo])).toBe('codex');
    // Nobody in its project: the last reviewer used anywhere.
    expect(defaultReviewer('author', sessions.slice(0, 3), [demo])).toBe('demo reviewer');
  });

  it('never picks a session that cannot review (a shell)', () => {
    const sessions = [
      session('author'),
      session('shell', '/work/app', 'shell'),
      session('far', '/x'),
    ];
    const shellLast = review({ authorSessionId: 'author', reviewerSessionId: 'shell' });
    expect(defaultReviewer('author', sessions, [shellLast])).toBe('far');
    expect(defaultReviewer('author', sessions.slice(0, 2), [])).toBe('');
  });

  it('starts with a session that takes prompts: not one that ended or waits on its sign-in', () => {
    const state = (id: string, status: SessionSnapshot['status'], cwd?: string) =>
      ({ ...session(id, cwd), status }) as SessionSnapshot;
    const sessions = [
      state('author', 'ready'),
      state('claude', 'exited'),
      state('gemini', 'dialog'),
      state('codex', 'ready', '/elsewhere'),
    ];
    const claudeLast = review({ authorSessionId: 'author', reviewerSessionId: 'claude' });
    // Its last reviewer and the ones in its project come after one that takes prompts, anywhere.
    expect(defaultReviewer('author', sessions, [claudeLast])).toBe('codex');
    // With none that does, the usual order: the last reviewer of this work.
    expect(defaultReviewer('author', sessions.slice(0, 3), [claudeLast])).toBe('claude');
  });
});

describe('reassignDefault', () => {
  const failed = review({ authorSessionId: 'author', reviewerSessionId: 'gone' });

  it("starts with another session in the author's project, else any other", () => {
    const sessions = [session('author'), session('gone'), session('far', '/x'), session('near')];
    expect(reassignDefault(failed, sessions)).toBe('near');
    expect(reassignDefault(failed, sessions.slice(0, 3))).toBe('far');
  });

  it('starts with a running session before one whose program ended, wherever it is', () => {
    const ended = { ...session('ended'), status: 'exited' } as SessionSnapshot;
    const stopped = { ...session('stopped'), status: 'stopped' } as SessionSnapshot;
    const running = { ...session('far', '/x'), status: 'ready' } as SessionSnapshot;
    const sessions = [session('author'), ended, stopped, running];
    expect(reassignDefault(failed, sessions)).toBe('far');
    // With none running, an ended one is still offered: reassigning starts it again.
    expect(reassignDefault(failed, sessions.slice(0, 3))).toBe('ended');
    // One waiting on its own dialog (a sign-in) comes after one that takes prompts.
    const signIn = { ...session('sign-in'), status: 'dialog' } as SessionSnapshot;
    expect(reassignDefault(failed, [session('author'), signIn, running])).toBe('far');
  });

  it('never picks the author itself, nor a shell: with no one else, nothing is picked', () => {
    const sessions = [session('author'), session('gone'), session('shell', '/work/app', 'shell')];
    expect(reassignDefault(failed, sessions)).toBe('');
  });
});

describe('defaultAuthor', () => {
  const sessions = [
    session('demo author', '/tmp/demo'),
    session('shell', '/work/app', 'shell'),
    session('author', '/work/app'),
    session('reviewer', '/work/app', 'codex'),
    session('second', '/work/app'),
  ];
  const reviewer = sessions[3]!;

  it("picks the work shown when it is in the reviewer's project, else an agent's there", () => {
    expect(defaultAuthor(reviewer, sessions, 'second')).toBe('second');
    expect(defaultAuthor(reviewer, sessions, 'demo author')).toBe('author');
    expect(defaultAuthor(reviewer, sessions, null)).toBe('author');
  });

  it('falls back to the work shown, then any other session, when none shares its project', () => {
    const alone = session('alone', '/elsewhere');
    expect(defaultAuthor(alone, [...sessions, alone], 'second')).toBe('second');
    expect(defaultAuthor(alone, [...sessions, alone], null)).toBe('demo author');
    expect(defaultAuthor(alone, [alone], null)).toBe('');
  });
});

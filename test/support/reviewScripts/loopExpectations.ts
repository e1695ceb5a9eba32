/**
 * What a user must see after a review loop over the cart change, whatever
 * agent played both sides: round 1 asked for a change at the right line, the
 * author's own tool removed the debug line and said so, round 2 looked at the
 * fixed tree and approved, and both answers came from the agent's structured
 * turn-end signal.
 */
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import type { ParleyEvent } from '../../../shared/contract';
import type { TempRepo } from '../gitRepo';
import type { CartChange } from './cartChange';
import { CART_FILE, DEBUG_COMMENT, FIX_SUMMARY } from './cartChange';
import { addedLineNumber } from './parleyRequest';
import type { LoopRun } from './reviewLoopRun';
import type { ReviewLoopModel } from './reviewLoopModel';

export async function expectDebugLineFixedAndApproved(options: {
  readonly run: LoopRun;
  readonly model: ReviewLoopModel;
  readonly change: CartChange;
  readonly repo: TempRepo;
  readonly events: readonly ParleyEvent[];
}): Promise<void> {
  const { run, model, change } = options;
  const { review } = run;
  expect(review.status, run.trace()).toBe('approved');
  expect(review.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
  const [first, second] = review.rounds;
  expect(first!.reviewComments).toEqual([
    {
      file: CART_FILE,
      line: change.debugLine,
      severity: 'warning',
      comment: DEBUG_COMMENT,
      findingId: 'F1',
    },
  ]);
  expect(second!.reviewComments).toEqual([]);

  // The author was told what the reviewer found, and where.
  const feedback = model.requests.get('edit 1')?.text ?? '';
  expect(feedback).toContain(
    `FINDING: F1\nFILE: ${CART_FILE}\nLINE: ${change.debugLine}\nSEVERITY: warning`,
  );
  expect(feedback).toContain(DEBUG_COMMENT);
  // Round 2 saw the fixed tree, and the finding still open from round 1 with the author's word.
  const round2 = model.requests.get('review 2')?.text ?? '';
  expect(round2).toContain('Findings still open from round 1');
  expect(addedLineNumber(round2, CART_FILE, /console\.log/)).toBeNull();
  expect(addedLineNumber(round2, CART_FILE, /Math\.round/)).toBe(change.debugLine);

  // The agent's own tool changed the file, reported success to the model, and the
  // author's summary between the feedback's markers is what the round keeps.
  expect(await options.repo.read(CART_FILE)).toBe(change.fixed);
  expect(model.requests.get('summary 1')?.toolResultsSince).toEqual([
    { kind: 'tool-result', isError: false, text: expect.stringContaining('cart.ts') },
  ]);
  expect(first!.authorResponse).toBe(FIX_SUMMARY);

  // Both answers came from the structured signal: exactly the model's text, not the
  // screen's rendering of it.
  expect(first!.rawAnswer).toBe(model.texts.get('review 1'));
  expect(second!.rawAnswer).toBe(model.texts.get('review 2'));
  const turns = options.events.flatMap((e) =>
    e.name === 'session:did-finish-turn' ? [e.payload] : [],
  );
  const role = (id: string) => (id === run.reviewerId ? 'reviewer' : 'author');
  expect(turns.map((t) => [role(t.id), t.source])).toEqual([
    ['reviewer', 'hook'],
    ['author', 'hook'],
    ['reviewer', 'hook'],
  ]);
  // Nobody was asked anything: no session ever stopped at a dialog.
  const statuses = options.events.flatMap((e) =>
    e.name === 'session:did-change' ? [e.payload.status] : [],
  );
  expect(statuses).not.toContain('dialog');
  // Prompt files and round artifacts stay out of the user's git status.
  expect(
    execFileSync('git', ['status', '--porcelain'], { cwd: options.repo.dir, encoding: 'utf8' }),
  ).toBe(` M ${CART_FILE}\n`);
}

import { describe, expect, it } from 'vitest';
import { TurnTracker, type TurnResult } from '../../../../../main/core/sessions/turns/turnTracker';

/*
 * A program whose input box never leaves the screen (Claude Code's Ink UI,
 * opencode's, Copilot's) looks ready while it works: a quiet screen with its
 * prompt on it ends no turn; only a turn seen busy ends by the screen, once it
 * is no longer busy.
 */
function tracker(inputAlwaysShown: boolean) {
  const finished: TurnResult[] = [];
  const turns = new TurnTracker({
    quietMs: 100,
    defaultTimeoutMs: 60_000,
    hasSignal: () => false,
    signalGraceMs: 0,
    inputAlwaysShown,
    onFinish: (result) => finished.push(result),
  });
  turns.begin(() => 'the answer');
  turns.entered();
  turns.submitted(true, 'agent');
  turns.noteOutput();
  return { turns, finished };
}

describe('the end of a turn read off the screen', () => {
  it('takes a quiet screen showing the prompt for the end of an ordinary program’s turn', () => {
    const { turns, finished } = tracker(false);
    turns.evaluate('ready', 5_000);
    expect(finished).toHaveLength(1);
  });

  it('waits, for a program whose input is always shown, until it was busy and is no longer', () => {
    const { turns, finished } = tracker(true);
    // Thinking in silence, the prompt on screen: not the end.
    turns.evaluate('ready', 5_000);
    expect(finished).toHaveLength(0);
    turns.evaluate('busy', 0);
    expect(finished).toHaveLength(0);
    turns.evaluate('ready', 0);
    expect(finished).toEqual([{ text: 'the answer', source: 'screen' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { readAnswerFromSources } from '../../../../../main/core/review/parse/answerSources';
import {
  markersFor,
  nonceOfMarkers,
  verdictLine,
  type VerdictWord,
} from '../../../../../main/core/review/protocol/textProtocol';

const markers = markersFor('0a1b2c3d4e5f6071');
const otherRound = markersFor('ffffeeeeddddcccc');

/** A marked answer with `count` comments on a.ts, lines 1…count. */
function answer(count: number, verdict: VerdictWord, round = markers): string {
  const blocks = Array.from({ length: count }, (_, i) =>
    [`FILE: a.ts`, `LINE: ${i + 1}`, 'SEVERITY: warning', `COMMENT: finding ${i + 1}`].join('\n'),
  );
  return [round.begin, ...blocks, verdictLine(nonceOfMarkers(round), verdict), round.end].join(
    '\n\n',
  );
}

/** What a 24-row screen keeps of a long answer redrawn in place: its last lines, no begin marker. */
function screenTail(text: string): string {
  return text.split('\n').slice(-23).join('\n');
}

const longAnswer = answer(40, 'CHANGES_REQUESTED');
const lostOnScreen = screenTail(longAnswer);

describe('readAnswerFromSources', () => {
  it('reads the whole answer from the file when the screen shows only its end', () => {
    const read = readAnswerFromSources(
      { turn: { text: lostOnScreen, source: 'screen' }, file: longAnswer, screen: lostOnScreen },
      markers,
    );
    expect(read.answer.malformed).toBe(false);
    expect(read.answer.comments).toHaveLength(40);
    expect(read.answer.verdict).toBe('changes-requested');
    expect(read.raw).toBe(longAnswer);
  });

  it('takes a short answer off the screen when the agent wrote no file', () => {
    const short = answer(1, 'APPROVED');
    const read = readAnswerFromSources(
      { turn: { text: `> prompt\n${short}`, source: 'screen' }, file: null, screen: short },
      markers,
    );
    expect(read.answer.verdict).toBe('approved');
    expect(read.answer.comments).toHaveLength(1);
  });

  it('ignores a file holding another round’s answer and reads the screen', () => {
    const read = readAnswerFromSources(
      {
        turn: { text: answer(1, 'CHANGES_REQUESTED'), source: 'screen' },
        file: answer(5, 'APPROVED', otherRound),
        screen: '',
      },
      markers,
    );
    expect(read.answer.verdict).toBe('changes-requested');
    expect(read.answer.comments).toHaveLength(1);
  });

  it('prefers the hook’s message to the file, and the file to the screen', () => {
    const hook = answer(2, 'CHANGES_REQUESTED');
    const file = answer(3, 'NEEDS_DISCUSSION');
    const screen = answer(4, 'APPROVED');
    const fromHook = readAnswerFromSources(
      { turn: { text: hook, source: 'hook' }, file, screen },
      markers,
    );
    expect(fromHook.answer.comments).toHaveLength(2);
    const fromFile = readAnswerFromSources(
      { turn: { text: screen, source: 'screen' }, file, screen },
      markers,
    );
    expect(fromFile.answer.comments).toHaveLength(3);
  });

  it('says the answer is malformed when no source holds this round’s marked answer', () => {
    const read = readAnswerFromSources(
      { turn: { text: lostOnScreen, source: 'screen' }, file: null, screen: lostOnScreen },
      markers,
    );
    expect(read.answer.malformed).toBe(true);
    expect(read.answer.problem).toMatch(/no complete section/);
    expect(read.raw).toBe(lostOnScreen);
  });
});

import { describe, expect, it } from 'vitest';
import {
  answerFileFor,
  answerFileFromInstruction,
} from '../../../../../main/core/review/protocol/answerFile';
import { sizeOf } from '../../../../../main/core/review/prompt/budget';
import { buildFormatReminder } from '../../../../../main/core/review/protocol/formatReminder';
import { buildReviewPrompt } from '../../../../../main/core/review/prompt/reviewPrompt';
import { buildReviewPrompts } from '../../../../../main/core/review/prompt/splitReview';
import { findAnswerMarkers } from '../../../../../main/core/review/parse/markedSection';
import { diffShapeFiles } from '../parse/diffShapeFiles';

const cors = diffShapeFiles('small-fix');
const large = diffShapeFiles('large-refactor');

describe('the answer file in review prompts', () => {
  it('is named, with the round’s nonce, only when the agent has no structured turn signal', () => {
    const withFile = buildReviewPrompt({
      files: cors,
      round: 1,
      effort: 'medium',
      nonce: 'abc123',
      answerToFile: true,
    });
    expect(withFile.answerFile).toBe('.parley/answers/answer-abc123.md');
    expect(withFile.text).toContain(
      'Also write your whole answer, markers included, to the file .parley/answers/answer-abc123.md.',
    );
    expect(answerFileFromInstruction(withFile.text)).toBe(withFile.answerFile);
    // The file is the one thing a reviewer may write.
    expect(withFile.text).toContain('Do not edit any other file: this is a review only.');

    const withSignal = buildReviewPrompt({ files: cors, round: 1, effort: 'medium' });
    expect(withSignal.answerFile).toBeUndefined();
    expect(withSignal.text).not.toContain('.parley/answers');
    expect(answerFileFromInstruction(withSignal.text)).toBeNull();
    expect(withSignal.text).toContain('Do not edit any file: this is a review only.');
  });

  it('keeps the prompt’s echo free of a complete marker', () => {
    const { text } = buildReviewPrompt({
      files: cors,
      round: 1,
      effort: 'medium',
      answerToFile: true,
    });
    expect(findAnswerMarkers(text)).toBeNull();
  });

  it('names a file of its own for each part of a split review, each part within budget', () => {
    const budget = { maxBytes: 60_000, maxLines: 1_500 };
    const prompts = buildReviewPrompts({
      files: large,
      round: 1,
      effort: 'high',
      budget,
      answerToFile: true,
    });
    expect(prompts.length).toBeGreaterThan(1);
    expect(prompts.map((p) => p.answerFile)).toEqual(prompts.map((p) => answerFileFor(p.nonce)));
    expect(new Set(prompts.map((p) => p.answerFile)).size).toBe(prompts.length);
    for (const prompt of prompts) {
      expect(answerFileFromInstruction(prompt.text)).toBe(prompt.answerFile);
      expect(sizeOf(prompt.text).bytes).toBeLessThanOrEqual(budget.maxBytes);
    }
  });

  it('is named again, with the reminder’s own nonce, by the format reminder', () => {
    const reminder = buildFormatReminder({ answerToFile: true });
    const nonce = reminder.markers.begin.match(/BEGIN:(\w+)>/)![1]!;
    expect(reminder.answerFile).toBe(answerFileFor(nonce));
    expect(answerFileFromInstruction(reminder.text)).toBe(reminder.answerFile);

    const plain = buildFormatReminder({ answerToFile: false });
    expect(plain.answerFile).toBeUndefined();
    expect(plain.text).not.toContain('.parley/answers');
  });
});

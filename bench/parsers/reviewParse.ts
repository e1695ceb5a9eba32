import { figure, type BenchResult } from '../figure';
import { parseReviewAnswer } from '../../main/core/review/parse/reviewAnswerParser';
import { markersFor } from '../../main/core/review/protocol/textProtocol';
import { reviewTranscript } from './reviewTranscript';
import { compareThroughput } from './throughput';

const TRANSCRIPT_BYTES = 10 * 1024 * 1024;
const FIELD_LINE = /^\s*\**(?:FILE|LINE|SEVERITY|COMMENT)\**:/i;

/**
 * review-parse: the review-answer parser over a 10 MB reviewer transcript,
 * read whole as the engine reads an answer, with all of it inside this
 * round's markers so every line is read as answer text (the most the parser
 * ever does). Against the floor of any line reader: split on newlines, one
 * pattern per line.
 */
export function reviewParse(): BenchResult {
  const markers = markersFor('b3e1c0d2a4f65789');
  const { text: body } = reviewTranscript(TRANSCRIPT_BYTES);
  const text = `${markers.begin}\n${body}\n${markers.end}\n`;
  const { value, baseline } = compareThroughput(
    [text],
    (whole) => parseReviewAnswer(whole, markers),
    (whole) => whole.split('\n').filter((line) => FIELD_LINE.test(line)).length,
  );
  return figure('review-parse', {
    value,
    baseline,
    unit: 'MB/s',
    baselineLabel: "split('\\n') + one regex a line",
    goals: [{ atLeast: 100 }, { atLeastRatio: 0.5 }],
  });
}

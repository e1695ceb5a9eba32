import { figure, type BenchResult } from '../figure';
import { markersFor } from '../../main/core/review/protocol/textProtocol';
import type * as ReviewAnswerParser from '../../main/core/review/parse/reviewAnswerParser';
import { asBuilt } from '../asBuilt';
import { reviewTranscript } from './reviewTranscript';
import { compareThroughput } from './throughput';

const TRANSCRIPT_BYTES = 10 * 1024 * 1024;
const FIELD_LINE = /^\s*\**(?:FILE|LINE|SEVERITY|COMMENT)\**:/i;

/**
 * review-parse: the review-answer parser over a 10 MB reviewer transcript,
 * read whole as the engine reads an answer, with all of it inside this
 * round's markers so every line is read as answer text (the most the parser
 * ever does), the parser as built. Against the floor of any line reader:
 * split on newlines, one pattern per line.
 */
export async function reviewParse(): Promise<BenchResult> {
  const { parseReviewAnswer } = await asBuilt<typeof ReviewAnswerParser>(
    'main/core/review/parse/reviewAnswerParser.ts',
  );
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

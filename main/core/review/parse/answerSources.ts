import type { TurnResult } from '../../sessions/turns/turnTracker';
import type { AnswerMarkers } from '../protocol/textProtocol';
import { parseReviewAnswer, type ParsedAnswer } from './reviewAnswerParser';

/** Everything an agent's answer to one prompt can be read from. */
export interface AnswerSources {
  /** The turn's text: the agent's hook message, or what its screen showed since the prompt. */
  readonly turn: Pick<TurnResult, 'text' | 'source'>;
  /** The answer file the prompt named, as the agent wrote it; null when it wrote none. */
  readonly file: string | null;
  /** The whole screen at the turn's end, scrollback included. */
  readonly screen: string;
}

export interface SourcedAnswer {
  readonly answer: ParsedAnswer;
  /** The text the answer was read from, kept as the raw answer (the turn's text for the screen). */
  readonly raw: string;
}

/**
 * This round's answer from the most faithful source that holds it: the
 * agent's own hook message, then the answer file, then the screen (the turn's
 * part, then all of it). A source counts only with a readable answer between
 * this round's markers, so a file of another round or a short answer the
 * agent only printed falls through to the screen. When no source holds one,
 * the screen's parse says why.
 */
export function readAnswerFromSources(
  sources: AnswerSources,
  markers: AnswerMarkers,
): SourcedAnswer {
  const { turn, file, screen } = sources;
  const before = turn.source === 'hook' ? [turn.text, file] : [file, turn.text];
  for (const text of before) {
    if (text === null) continue;
    const answer = parseReviewAnswer(text, markers);
    if (!answer.malformed) return { answer, raw: text };
  }
  return { answer: parseReviewAnswer(screen, markers), raw: turn.text };
}

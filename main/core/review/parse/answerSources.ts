import type { TurnResult } from '../../sessions/turns/turnTracker';
import type { AnswerMarkers } from '../protocol/textProtocol';
import { parseReviewAnswer, type ParsedAnswer } from './reviewAnswerParser';

/** Everything an agent's answer to one prompt can be read from. */
export interface AnswerSources {
  /** The turn's text: the agent's hook message, or what its screen showed since the prompt. */
  readonly turn: { readonly text: string; readonly source: TurnResult['source'] | 'file' };
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
 * agent only printed falls through to the screen; one that holds no verdict
 * in form and no comment (a verdict in the wrong form, rulings alone) counts
 * only when no source holds more (a file whose comment Parley could not read
 * loses to a screen that shows it). When no source holds one, the screen's
 * parse says why.
 */
export function readAnswerFromSources(
  sources: AnswerSources,
  markers: AnswerMarkers,
): SourcedAnswer {
  const { turn, file, screen } = sources;
  const before = turn.source === 'hook' ? [turn.text, file] : [file, turn.text];
  let partial: SourcedAnswer | null = null;
  for (const text of before) {
    if (text === null) continue;
    const answer = parseReviewAnswer(text, markers);
    if (answer.malformed) continue;
    if (answer.verdict !== null || answer.comments.length > 0) return { answer, raw: text };
    partial ??= { answer, raw: text };
  }
  const fromScreen = { answer: parseReviewAnswer(screen, markers), raw: turn.text };
  const screenHoldsMore =
    fromScreen.answer.verdict !== null || fromScreen.answer.comments.length > 0;
  return partial && !screenHoldsMore ? partial : fromScreen;
}

import { answerFileFor, answerFileInstruction } from './answerFile';
import { markerInstruction, markersFor, nonceOfMarkers, type AnswerMarkers } from './textProtocol';
import { newNonce } from './answerNonce';
import { answerFormatSection } from './outputFormat';

/**
 * The one retry after an answer Parley could not read: the markers and verdict
 * nonce it must answer with (so the new answer is the last complete section)
 * and the format, with the answer file when one is asked for (see answerFile.ts).
 */
export function formatReminderPrompt(markers: AnswerMarkers, answerFile?: string): string {
  return [
    'Parley could not read a review in your last answer: it needs the findings as blocks',
    "and a verdict line with this round's nonce, between the markers (a verdict without the",
    'nonce, or inside quoted code, does not count). Give the same review again in exactly this',
    'format.',
    '',
    answerFormatSection(nonceOfMarkers(markers), answerFile),
  ].join('\n');
}

/**
 * The one retry after an answer whose only fault is its verdict (in the wrong
 * form: no nonce, another round's, a JSON verdict; or none beside rulings):
 * short, since the comments and rulings stand. Like every prompt, it never
 * puts the nonce and a verdict word on one line.
 */
export function verdictReminderPrompt(markers: AnswerMarkers, answerFile?: string): string {
  const nonce = nonceOfMarkers(markers);
  return [
    "Parley read your review, but no verdict line with this round's nonce in it.",
    'Your comments and rulings are kept. Restate only your verdict, between the markers',
    `below, as one line of plain text: VERDICT ${nonce}: …`,
    'where … is exactly one of APPROVED, CHANGES_REQUESTED or NEEDS_DISCUSSION.',
    '',
    markerInstruction(nonce),
    ...(answerFile ? [answerFileInstruction(answerFile)] : []),
  ].join('\n');
}

export interface FormatReminder {
  readonly text: string;
  readonly markers: AnswerMarkers;
  readonly answerFile?: string;
}

/**
 * The reminder with fresh markers: the whole format, or only the verdict's
 * (verdictOnly); answerToFile as in ReviewPromptInput.
 */
export function buildFormatReminder(options: {
  readonly answerToFile: boolean;
  readonly verdictOnly?: boolean;
}): FormatReminder {
  const nonce = newNonce();
  const markers = markersFor(nonce);
  const answerFile = options.answerToFile ? answerFileFor(nonce) : undefined;
  const prompt = options.verdictOnly ? verdictReminderPrompt : formatReminderPrompt;
  return {
    text: prompt(markers, answerFile),
    markers,
    ...(answerFile ? { answerFile } : {}),
  };
}

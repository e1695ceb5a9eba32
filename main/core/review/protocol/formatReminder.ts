import { answerFileFor } from './answerFile';
import { markersFor, nonceOfMarkers, type AnswerMarkers } from './textProtocol';
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

export interface FormatReminder {
  readonly text: string;
  readonly markers: AnswerMarkers;
  readonly answerFile?: string;
}

/** The format reminder with fresh markers; answerToFile as in ReviewPromptInput. */
export function buildFormatReminder(options: { readonly answerToFile: boolean }): FormatReminder {
  const nonce = newNonce();
  const markers = markersFor(nonce);
  const answerFile = options.answerToFile ? answerFileFor(nonce) : undefined;
  return {
    text: formatReminderPrompt(markers, answerFile),
    markers,
    ...(answerFile ? { answerFile } : {}),
  };
}

import { nonceOfMarkers, type AnswerMarkers } from '../protocol';
import { answerFormatSection } from './outputFormat';

/**
 * The one retry after an answer Parley could not read: the same round's
 * markers (so the new answer is the last complete section) and the format.
 */
export function formatReminderPrompt(markers: AnswerMarkers): string {
  return [
    'Parley could not read a review in your last answer: it needs the findings as blocks',
    'and a verdict line, between the markers. Give the same review again in exactly this format.',
    '',
    answerFormatSection(nonceOfMarkers(markers)),
  ].join('\n');
}

import { canReview, ROUNDS_BY_EFFORT } from '../../../shared/contract';
import type { SessionSnapshot, Settings } from '../../../shared/contract';
import type { RequestForm } from './requestForm';

/**
 * The Request Agent Review form as Settings → review defaults start it: their
 * effort, gate, rounds, auto-iterate and ceiling, and a session of the default
 * reviewer's profile when none was picked (another than the author's, if any).
 */
export function withReviewDefaults(
  form: RequestForm,
  defaults: Settings['review'] | null,
  sessions: readonly SessionSnapshot[],
): RequestForm {
  if (!defaults) return form;
  const candidates = sessions.filter(
    (s) => s.profileId === defaults.reviewerProfileId && canReview(s),
  );
  const reviewer = candidates.find((s) => s.id !== form.authorSessionId) ?? candidates[0] ?? null;
  return {
    ...form,
    effort: defaults.effort,
    gate: defaults.gate,
    maxRounds: String(defaults.maxRounds),
    // Rounds other than the effort's own were chosen: a change of effort keeps them.
    maxRoundsEdited: defaults.maxRounds !== ROUNDS_BY_EFFORT[defaults.effort],
    autoIterate: defaults.autoIterate,
    costCeiling: defaults.costCeiling === null ? '' : String(defaults.costCeiling),
    reviewerSessionId: form.reviewerSessionId || (reviewer?.id ?? ''),
  };
}

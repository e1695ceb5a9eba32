import type { Finding, FindingEvent } from './contract';

/*
 * A finding's history in words, the same in the Review Panel, the round
 * notes and the command line's summary: "raised in round 1 by codex → fixed
 * by claude in round 1 → verified in round 2".
 */

const VERBS: Readonly<Record<FindingEvent['action'], string>> = {
  raised: 'raised',
  fixed: 'fixed',
  declined: 'declined',
  verified: 'verified',
  reopened: 'still open',
  withdrawn: 'withdrawn',
};

/** One event, e.g. "declined by claude in round 1: callers validate". */
export function findingEventText(event: FindingEvent, withNote = true): string {
  const who = event.by.name ?? (event.by.role === 'author' ? 'the author' : 'the reviewer');
  const by = event.action === 'raised' || event.by.role === 'author' ? ` by ${who}` : '';
  const note = withNote && event.note ? `: ${event.note}` : '';
  return `${VERBS[event.action]}${by} in round ${event.round}${note}`;
}

/** The whole history on one line, notes left out. */
export function findingHistoryLine(finding: Finding): string {
  const steps = finding.history.map((event) => findingEventText(event, false));
  return `${finding.id}${finding.fromFix ? ' (from the fix)' : ''}: ${steps.join(' → ')}`;
}

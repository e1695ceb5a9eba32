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

/**
 * One event, e.g. "declined by claude in round 1: callers validate"; `before`,
 * the finding's event before it: a declined finding the reviewer lets go was
 * not verified fixed, its decline was accepted.
 */
export function findingEventText(
  event: FindingEvent,
  before: FindingEvent | undefined,
  withNote = true,
): string {
  const who = event.by.name ?? (event.by.role === 'author' ? 'the author' : 'the reviewer');
  const by = event.action === 'raised' || event.by.role === 'author' ? ` by ${who}` : '';
  const note = withNote && event.note ? `: ${event.note}` : '';
  const verb = acceptsDecline(event, before) ? DECLINE_ACCEPTED : VERBS[event.action];
  return `${verb}${by} in round ${event.round}${note}`;
}

const DECLINE_ACCEPTED = 'decline accepted';

function acceptsDecline(event: FindingEvent, before: FindingEvent | undefined): boolean {
  return event.action === 'verified' && before?.action === 'declined';
}

/** A finding's state in words where it differs from the state's name: a decline accepted. */
export function settledWord(finding: Finding): string | null {
  const [before, last] = finding.history.slice(-2);
  return last && acceptsDecline(last, before) ? DECLINE_ACCEPTED : null;
}

/**
 * What the reviewer let go in round `round`, which that round's comments do
 * not show (a finding it keeps open is one of them): each finding it verified,
 * or whose decline it accepted, or withdrew, e.g. "F2 verified: the log is gone".
 */
export function findingsLetGoIn(findings: readonly Finding[], round: number): string[] {
  return findings.flatMap((finding) => {
    const at = finding.history.findIndex(
      (e) =>
        e.round === round &&
        e.by.role === 'reviewer' &&
        (e.action === 'verified' || e.action === 'withdrawn'),
    );
    if (at < 0) return [];
    const event = finding.history[at]!;
    const verb = acceptsDecline(event, finding.history[at - 1])
      ? DECLINE_ACCEPTED
      : VERBS[event.action];
    return [`${finding.id} ${verb}${event.note ? `: ${event.note}` : ''}`];
  });
}

/** The whole history on one line, notes left out. */
export function findingHistoryLine(finding: Finding): string {
  const steps = finding.history.map((event, i) =>
    findingEventText(event, finding.history[i - 1], false),
  );
  return `${finding.id}${finding.fromFix ? ' (from the fix)' : ''}: ${steps.join(' → ')}`;
}

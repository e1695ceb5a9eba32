import type { AgentReview, ParleyEvent, SessionSnapshot } from '../../../shared/contract';
import type { Logger } from './logger';

/**
 * Turns the core's events into the log lines a failure report needs: each
 * session's start, exit, stop and dialogs, and each review's status changes (with
 * the reason). Output, turn ends and unchanged states are left out: the
 * journal and transcripts hold those, and the log must stay readable.
 */
export function logCoreEvents(log: Logger): (event: ParleyEvent) => void {
  const sessionStatus = new Map<string, SessionSnapshot['status']>();
  /** Status and phase: an in-progress review moves between reviewing and author-fixing. */
  const reviewState = new Map<string, string>();
  return (event) => {
    switch (event.name) {
      case 'session:did-change': {
        const session = event.payload;
        if (sessionStatus.get(session.id) !== session.status) logSession(log, session);
        sessionStatus.set(session.id, session.status);
        return;
      }
      case 'session:did-close':
        sessionStatus.delete(event.payload.id);
        log.info(`Session ${event.payload.id} closed`);
        return;
      case 'review:did-change': {
        const review = event.payload;
        const state = describeState(review);
        if (reviewState.get(review.id) !== state) logReview(log, review.id, state);
        reviewState.set(review.id, state);
        return;
      }
    }
  };
}

function logSession(log: Logger, session: SessionSnapshot): void {
  const who = `Session ${session.id} (${session.profileId}, "${session.name}")`;
  switch (session.status) {
    case 'starting':
      log.info(`${who} started: ${session.command} in ${session.cwd}, pid ${session.pid ?? '?'}`);
      return;
    case 'exited':
      log.info(`${who} exited with code ${session.exitCode ?? '?'}`);
      return;
    case 'stopped':
      log.info(`${who} stopped`);
      return;
    case 'dialog':
      log.warn(`${who} shows a dialog: "${session.dialog ?? ''}"`);
      return;
    default:
      // ready and busy flip every turn: the journal has those.
      return;
  }
}

function describeState(review: AgentReview): string {
  const phase = review.phase ? ` (${review.phase})` : '';
  const reason = review.statusReason ? `: ${review.statusReason}` : '';
  return `${review.status}${phase}${reason}`;
}

function logReview(log: Logger, id: string, state: string): void {
  const line = `Review ${id} is ${state}`;
  if (state.startsWith('error')) log.warn(line);
  else log.info(line);
}

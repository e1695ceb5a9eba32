import type { SessionSnapshot } from '../../../shared/contract';

/** What the status dot and its label say about a session. */
export function statusLabel(
  session: Pick<SessionSnapshot, 'status' | 'dialog' | 'exitCode'>,
): string {
  switch (session.status) {
    case 'stopped':
      return 'Stopped';
    case 'starting':
      return 'Starting…';
    case 'ready':
      return 'Ready';
    case 'busy':
      return 'Busy';
    case 'dialog':
      return `Waiting: ${session.dialog ?? 'a dialog needs an answer'}`;
    case 'exited':
      return session.exitCode === null || session.exitCode === undefined
        ? 'Exited'
        : `Exited (${session.exitCode})`;
  }
}

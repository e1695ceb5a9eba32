import { runsNoProcess, type SessionSnapshot, type SessionStatus } from '../../../shared/contract';
import { CoreError } from '../api';

interface StatusSource {
  readonly currentStatus: SessionStatus;
  onDidChange(listener: (snapshot: SessionSnapshot) => void): () => void;
}

/**
 * Resolves when the status is one of `wanted`; rejects when the program ends
 * first (unless that is wanted) or after timeoutMs.
 */
export function waitForStatus(
  source: StatusSource,
  wanted: readonly SessionStatus[],
  timeoutMs: number,
): Promise<SessionStatus> {
  return new Promise<SessionStatus>((resolve, reject) => {
    const settled = (status: SessionStatus): boolean => {
      if (wanted.includes(status)) resolve(status);
      else if (runsNoProcess(status)) {
        reject(
          new CoreError('failed', `The session ${status} while waiting for ${wanted.join('/')}.`),
        );
      } else return false;
      return true;
    };
    if (settled(source.currentStatus)) return;
    const unsubscribe = source.onDidChange((snapshot) => {
      if (!settled(snapshot.status)) return;
      clearTimeout(timer);
      unsubscribe();
    });
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new CoreError(
          'failed',
          `The session did not become ${wanted.join('/')} within ${timeoutMs} ms.`,
        ),
      );
    }, timeoutMs);
  });
}

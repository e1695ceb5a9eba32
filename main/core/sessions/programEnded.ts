import { CoreError } from '../api';

/**
 * The program a turn was given to ended before the turn did: it exited, was
 * stopped, or a person restarted it (the new run never saw the prompt). Its
 * answer never comes, whatever the session does next.
 */
export class ProgramEndedError extends CoreError {
  constructor(message: string) {
    super('failed', message);
    this.name = 'ProgramEndedError';
  }
}

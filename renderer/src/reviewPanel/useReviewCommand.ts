import { useState } from 'react';
import type { CommandInput } from '../../../shared/contract';
import { errorMessage } from '../api/parleyError';
import { useDispatcher } from '../store/StoreContext';

export type ReviewCommand =
  | 'review:cancel'
  | 'review:force-approve'
  | 'review:send-feedback'
  | 'review:request-again'
  | 'review:resume'
  | 'review:reassign'
  | 'review:raise-ceiling'
  | 'review:approve-anyway'
  | 'review:one-more-round';

export interface ReviewCommands {
  /** Resolves true when the command went through; its error is kept for the banner otherwise. */
  readonly run: <K extends ReviewCommand>(name: K, input: CommandInput<K>) => Promise<boolean>;
  readonly pending: ReviewCommand | null;
  readonly error: string | null;
}

/** The person's commands on a review, one at a time, with the core's refusal kept to show. */
export function useReviewCommand(): ReviewCommands {
  const dispatcher = useDispatcher();
  const [pending, setPending] = useState<ReviewCommand | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run<K extends ReviewCommand>(name: K, input: CommandInput<K>): Promise<boolean> {
    setPending(name);
    setError(null);
    try {
      await dispatcher.runReviewCommand(name, input);
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setPending(null);
    }
  }

  return { run, pending, error };
}

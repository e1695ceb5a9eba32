import { useState } from 'react';

/**
 * One call at a time from a card's button, with the core's refusal kept to
 * show in the card: `run` takes a call that resolves to a refusal, or null.
 */
export function usePendingCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<string | null>): Promise<void> {
    setBusy(true);
    setError(null);
    const refusal = await call();
    setBusy(false);
    setError(refusal);
  }
  return { busy, error, run };
}

export type PendingCall = ReturnType<typeof usePendingCall>;

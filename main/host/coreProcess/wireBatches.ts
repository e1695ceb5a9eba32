/**
 * Messages cross between the host and the core process in batches: what is
 * posted within one turn of the event loop leaves as one array, so a flood of
 * output events (and the acknowledgements coming back) costs each side one
 * channel read per turn instead of one per message. Nothing waits on a timer:
 * the batch leaves as soon as the turn that posted it is done.
 */
export function batchingSender<M>(send: (batch: M[]) => void): (message: M) => void {
  let batch: M[] | null = null;
  return (message) => {
    if (batch) {
      batch.push(message);
      return;
    }
    batch = [message];
    setImmediate(() => {
      const leaving = batch ?? [];
      batch = null;
      send(leaving);
    });
  };
}

/** The receiving end: each message of a batch, in the order it was posted. */
export function eachOfBatch<M>(listener: (message: M) => void): (batch: unknown) => void {
  return (batch) => {
    for (const message of batch as M[]) listener(message);
  };
}

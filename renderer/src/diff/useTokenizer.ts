import { useEffect, useState } from 'react';
import { createTokenizeWorker } from './tokenizeProtocol';

/**
 * One tokenizer worker while a diff area is on screen; null until it is up
 * (files show plain text meanwhile). Ended when the area goes away.
 */
export function useTokenizer(): Worker | null {
  const [worker, setWorker] = useState<Worker | null>(null);
  useEffect(() => {
    const created = createTokenizeWorker();
    setWorker(created);
    return () => {
      created.terminate();
      setWorker(null);
    };
  }, []);
  return worker;
}

import { useCallback, useRef, useState } from 'react';
import type { Notice } from '../components/Notices';

export function useNotices() {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const nextId = useRef(1);
  const notify = useCallback((message: string) => {
    const id = nextId.current++;
    setNotices((previous) => [...previous, { id, message }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setNotices((previous) => previous.filter((notice) => notice.id !== id));
  }, []);
  return { notices, notify, dismiss };
}

import { useSyncExternalStore } from 'react';

/** The person can see the page: its tab is shown and its window has focus. */
function isAttended(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
  };
}

/** Whether the person is looking at the page now; changes when they switch tabs or windows. */
export function usePageAttention(): boolean {
  return useSyncExternalStore(subscribe, isAttended);
}

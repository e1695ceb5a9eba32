import { useLayoutEffect, useRef } from 'react';

/**
 * Where the keyboard goes as the Review Panel opens and closes. Closed from
 * inside it (its close button, the shortcut), focus would fall to the page:
 * it goes back to the terminal's Review toggle. Opened over the terminal
 * (a narrow window), it goes into the panel, since the terminal and its
 * toggle are covered. `toggle` and `panel` are for those two elements.
 */
export function usePanelFocus(open: boolean, over: boolean) {
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (closed && focusIsLost()) toggle.current?.focus();
  }, [open]);
  useLayoutEffect(() => {
    const element = panel.current;
    if (over && element && !element.contains(document.activeElement)) element.focus();
  }, [over]);
  return { toggle, panelElement: panel };
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

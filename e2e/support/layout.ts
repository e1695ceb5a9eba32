import type { Page } from '@playwright/test';

/**
 * What is wrong with the window's layout as drawn, one sentence per fault:
 * a control (button, select, tab, checkbox label) that is cut off by the
 * window, clipped by its box or covered by something else, a control's
 * or a toolbar's words broken over lines, a select too narrow for the choice
 * it shows, and a field's label running past its field. A control in a
 * scrolling list is judged only when the list shows it whole: scrolling past
 * it is no fault. `within`: the part of the page judged (an open dialog:
 * what is behind it is covered, as it should be).
 */
export function layoutProblems(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((within) => {
    const root = document.querySelector(within);
    if (!root) return [`nothing matches ${within}`];
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    /** The nearest ancestor that scrolls in `axis`, if any. */
    function scroller(element: Element, axis: 'x' | 'y'): Element | null {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const overflow = axis === 'x' ? style.overflowX : style.overflowY;
        if (overflow === 'auto' || overflow === 'scroll') return parent;
      }
      return null;
    }

    /** Out of its scrolling list's view, whole or part, where scrolling would show it. */
    function scrolledOut(rect: DOMRect, element: Element): boolean {
      const list = scroller(element, 'y');
      if (!list) return false;
      const view = list.getBoundingClientRect();
      if (rect.bottom <= view.top || rect.top >= view.bottom) return true;
      const above = rect.top < view.top && list.scrollTop > 0;
      const below =
        rect.bottom > view.bottom && list.scrollTop + list.clientHeight < list.scrollHeight;
      return above || below;
    }

    /** How many lines a run of text takes. */
    function lineCount(text: Text): number {
      const range = document.createRange();
      range.selectNodeContents(text);
      const tops = new Set<number>();
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    }

    /** Whether any run of words in the element breaks over lines (help text is prose: it may). */
    function wraps(element: Element): boolean {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text.parentElement?.closest('.field-help')) continue;
        if (text.textContent?.trim() && lineCount(text as Text) > 1) return true;
      }
      return false;
    }

    /** Inside the element's rounded corners, where a click lands on it. */
    function insetOf(element: Element, rect: DOMRect): number {
      const radius = parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0;
      return 2 + 0.3 * Math.min(radius, rect.width / 2, rect.height / 2);
    }

    /** How wide a text is drawn in an element's font. */
    const canvas = document.createElement('canvas').getContext('2d')!;
    function textWidth(text: string, element: Element): number {
      canvas.font = getComputedStyle(element).font;
      return canvas.measureText(text).width;
    }

    /** The select's chosen option cut short: its text is wider than the room left of the arrow. */
    function cutsChoice(select: HTMLSelectElement): boolean {
      const style = getComputedStyle(select);
      const arrow = 16;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      const chosen = select.selectedOptions[0]?.textContent ?? '';
      return textWidth(chosen, select) > room;
    }

    /** The label's words run past the right edge of the field it stands in. */
    function runsPastField(label: HTMLLabelElement): boolean {
      const field = label.parentElement;
      if (!field) return false;
      const range = document.createRange();
      range.selectNodeContents(label);
      return range.getBoundingClientRect().right > field.getBoundingClientRect().right + 1;
    }

    const controls = root.querySelectorAll(
      'button, select, input, [role="tab"], [role="separator"], label.check',
    );
    for (const control of Array.from(controls)) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || control.closest('.terminal-view')) continue;
      // Inert: covered on purpose (a narrow window's Review Panel over the terminal), out of reach.
      if (control.closest('[inert]')) continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') continue;
      if (scrolledOut(rect, control)) continue;
      if (rect.left < 0 || rect.top < 0 || rect.right > innerWidth || rect.bottom > innerHeight) {
        problems.push(`${name(control)} is cut off by the window`);
        continue;
      }
      const inset = insetOf(control, rect);
      const points: Array<[number, number]> = [
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
      ];
      const covered = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !control.contains(hit);
      });
      if (covered) problems.push(`${name(control)} is clipped or covered`);
      if (wraps(control)) {
        problems.push(`${name(control)} wraps over lines`);
      }
      if (control instanceof HTMLSelectElement && cutsChoice(control)) {
        problems.push(`${name(control)} cuts its choice short`);
      }
    }
    for (const label of Array.from(root.querySelectorAll('.field > label'))) {
      if (label.checkVisibility() && runsPastField(label as HTMLLabelElement)) {
        problems.push(`label "${label.textContent?.trim()}" runs past its field`);
      }
    }
    for (const text of Array.from(
      root.querySelectorAll('.diff-summary, .pane-title, .source-stored'),
    )) {
      if (text.checkVisibility() && wraps(text)) {
        problems.push(`${name(text)} wraps over lines`);
      }
    }
    return problems;
  }, within);
}

/**
 * The visible terminal's columns, measured from xterm.js's own drawing: the
 * width of its screen over the width of one cell.
 */
export function terminalColumns(page: Page): Promise<number> {
  return page.evaluate(() => {
    const screen = document.querySelector('.terminal-view .xterm-screen');
    const measure = document.querySelector('.terminal-view .xterm-char-measure-element');
    if (!screen || !measure?.textContent) return 0;
    const cell = measure.getBoundingClientRect().width / measure.textContent.length;
    return Math.round(screen.getBoundingClientRect().width / cell);
  });
}

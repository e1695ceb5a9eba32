let measured: number | null = null;

/**
 * How much taller a code line is when it scrolls sideways: its scrollbar's
 * height as this page draws it (8 px as diff.css styles it; 0 where
 * scrollbars overlay the content, as in headless Chromium or on macOS).
 * Measured once, on a hidden cell styled as the diff's.
 */
export function codeScrollbarHeight(): number {
  if (measured !== null) return measured;
  const table = document.createElement('table');
  table.className = 'diff diff-table';
  table.style.cssText = 'position:absolute;visibility:hidden;width:100px';
  const cell = table.insertRow().insertCell();
  cell.className = 'diff-code';
  cell.style.overflowX = 'scroll';
  cell.textContent = 'x';
  document.body.append(table);
  measured = cell.offsetHeight - cell.clientHeight;
  table.remove();
  return measured;
}

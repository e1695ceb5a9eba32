import type { BenchResult } from './figure';

/** The figures as a fixed-width table for people; the JSON line is for machines. */
export function formatTable(results: readonly BenchResult[]): string {
  const header = ['figure', 'value', 'baseline', 'ratio', 'target', 'pass'];
  const rows = results.map((r) => [
    r.name,
    `${r.value} ${r.unit}`,
    `${r.baseline} ${r.unit}`,
    `${r.ratio}×`,
    r.target,
    r.pass ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

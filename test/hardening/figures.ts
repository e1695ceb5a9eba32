/**
 * Prints one figure line of the hardening suite ("crash-resume: 28 kill
 * points, 0 lost, 0 duplicated") straight to stdout, so it shows in the run's
 * log whatever reporter vitest uses.
 */
export function reportFigure(line: string): void {
  process.stdout.write(`\n[hardening] ${line}\n`);
}

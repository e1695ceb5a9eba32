import type { DiffFile, ParsedDiff } from '../../../../shared/contract/diff';
import { parseDiffSections } from './parseDiff';

/** A diff text and its parse, kept in step. */
export interface DiffWithText extends ParsedDiff {
  readonly raw: string;
}

/**
 * Parses `raw` and drops the files `drop` picks, from the parse and from the
 * text alike (so what a reviewer reads is what the UI shows).
 */
export function parseWithout(raw: string, drop: (file: DiffFile) => boolean): DiffWithText {
  const parsed = parseDiffSections(raw);
  const dropped = parsed.sections.filter((s) => drop(s.file));
  if (dropped.length === 0) {
    return {
      raw,
      files: parsed.sections.map((s) => s.file),
      warnings: [...parsed.warnings],
    };
  }
  const keep = parsed.lines.map(() => true);
  for (const section of dropped) keep.fill(false, section.startLine, section.endLine);
  const kept = parsed.lines.filter((_, i) => keep[i]);
  const text = kept.length > 0 ? `${kept.join('\n')}\n` : '';
  const again = parseDiffSections(text);
  return { raw: text, files: again.sections.map((s) => s.file), warnings: [...again.warnings] };
}

/** Parley's own working files (prompts, review artifacts) under `.parley/` at any depth. */
export function isParleyFile(file: DiffFile): boolean {
  const paths = [file.oldPath, file.newPath].filter((p): p is string => p !== null);
  return paths.every((p) => /(^|\/)\.parley\//.test(p));
}

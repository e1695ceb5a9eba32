import fs from 'node:fs';
import path from 'node:path';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
import { captured } from '../../git/sources/captured';
import type { DiffText } from '../../git/sources/diffRun';
import { reviewDataDir } from './reviewFiles';

/**
 * The diff each round's reviewer saw, kept beside the review's journal so the
 * UI can show it later exactly as reviewed, whatever the tree looks like now.
 */
export function saveRoundDiff(
  dataDir: string,
  reviewId: string,
  round: number,
  diff: CapturedDiff,
): void {
  const file = roundDiffFile(dataDir, reviewId, round);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${diff.description}\n${diff.raw}`);
}

export function loadRoundDiff(dataDir: string, reviewId: string, round: number): CapturedDiff {
  const { description, raw } = loadRoundDiffText(dataDir, reviewId, round);
  return captured(description, raw);
}

/** The same, as kept: not parsed yet, for reading page by page. */
export function loadRoundDiffText(dataDir: string, reviewId: string, round: number): DiffText {
  let text: string;
  try {
    text = fs.readFileSync(roundDiffFile(dataDir, reviewId, round), 'utf8');
  } catch {
    throw new CoreError('not-found', `Review ${reviewId} has no diff kept for round ${round}.`);
  }
  const newline = text.indexOf('\n');
  return { description: text.slice(0, newline), raw: text.slice(newline + 1) };
}

function roundDiffFile(dataDir: string, reviewId: string, round: number): string {
  return path.join(reviewDataDir(dataDir, reviewId), `round-${round}.diff`);
}

import type { ApprovalGate, DiffSource, Effort } from '../../../../shared/contract';
import { approvalGates, effortLevels, ROUND_LIMIT } from '../../../../shared/contract';
import { UsageError } from '../command';

/** How a review runs: everything `review:start` takes except the two sessions. */
export interface ReviewSettings {
  readonly diffSource: DiffSource;
  /** Undefined: the effort level's number of rounds. */
  readonly maxRounds?: number;
  readonly autoIterate: boolean;
  /** US dollars; null for no ceiling. */
  readonly costCeiling: number | null;
  readonly effort: Effort;
  /** Undefined: the default gate (warning). */
  readonly gate?: ApprovalGate;
}

/** The ceiling's limit in the contract (ReviewStartInputSchema). */
const MAX_CEILING = 10_000;

export interface ReviewSettingFlags {
  readonly source?: string;
  readonly 'max-rounds'?: string;
  readonly 'auto-iterate'?: boolean;
  readonly 'cost-ceiling'?: string;
  readonly effort?: string;
  readonly gate?: string;
}

/** Reads `parley review`'s loop flags; a bad value is a UsageError saying what is allowed. */
export function parseReviewSettings(flags: ReviewSettingFlags): ReviewSettings {
  const maxRounds = flags['max-rounds'];
  return {
    diffSource: parseDiffSource(flags.source ?? 'working-tree'),
    ...(maxRounds === undefined ? {} : { maxRounds: parseMaxRounds(maxRounds) }),
    autoIterate: flags['auto-iterate'] ?? false,
    costCeiling: parseCostCeiling(flags['cost-ceiling']),
    effort: parseEffort(flags.effort ?? 'medium'),
    ...(flags.gate === undefined ? {} : { gate: parseGate(flags.gate) }),
  };
}

export function parseDiffSource(text: string): DiffSource {
  if (text === 'working-tree') return { kind: 'working-tree' };
  if (text === 'jj') return { kind: 'jj' };
  if (text.startsWith('branch:') && text.length > 'branch:'.length) {
    return { kind: 'branch', base: text.slice('branch:'.length) };
  }
  const pr = /^pr:(\d+)$/.exec(text);
  if (pr && Number(pr[1]) >= 1) return { kind: 'pr', number: Number(pr[1]) };
  throw new UsageError(
    `--source takes working-tree, branch:BASE, jj or pr:N (a PR number), not "${text}".`,
  );
}

function parseMaxRounds(text: string): number {
  const rounds = Number(text);
  if (!/^\d+$/.test(text) || rounds < 1 || rounds > ROUND_LIMIT) {
    throw new UsageError(
      `--max-rounds takes a whole number from 1 to ${ROUND_LIMIT}, not "${text}".`,
    );
  }
  return rounds;
}

function parseCostCeiling(text: string | undefined): number | null {
  if (text === undefined) return null;
  const usd = Number(text.replace(/^\$/, ''));
  if (!/^\$?\d+(\.\d+)?$/.test(text) || usd <= 0 || usd > MAX_CEILING) {
    throw new UsageError(
      `--cost-ceiling takes US dollars above 0 and up to ${MAX_CEILING} (e.g. 2.50), not "${text}".`,
    );
  }
  return usd;
}

function parseEffort(text: string): Effort {
  return oneOf('--effort', effortLevels, text);
}

function parseGate(text: string): ApprovalGate {
  return oneOf('--gate', approvalGates, text);
}

function oneOf<T extends string>(flag: string, allowed: readonly T[], text: string): T {
  const found = allowed.find((candidate) => candidate === text);
  if (!found) throw new UsageError(`${flag} takes ${allowed.join(', ')}, not "${text}".`);
  return found;
}

import { Buffer } from 'node:buffer';
import { numberedDiffLine } from '../protocol/textProtocol';
import { DEFAULT_PROMPT_BUDGET, fits, sizeOf, type PromptBudget } from './budget';
import type { DiffInputFile, DiffInputHunk } from './diffInput';
import { buildReviewPrompt, type ReviewPrompt, type ReviewPromptInput } from './reviewPrompt';
import { MAX_SHOWN_LINE_CHARS } from './renderDiff';

// Part numbers and nonces measured as the widest they could be, so the real ones fit too.
const PROBE_PART = { index: 999, count: 999 };
// Hunk pieces are sized by estimate before the parts are measured whole; this
// share of the room is kept back for what the estimate cannot see ("[data]" tags).
const ESTIMATE_MARGIN = 0.02;

/**
 * The review prompts for a diff: one when it fits the budget, else several,
 * file by file (small files share a part; a file too big for one part is cut
 * at hunks, a hunk too big at lines). Each part has its own markers; the
 * engine parses each answer and merges them with mergeParsedReviews.
 */
export function buildReviewPrompts(input: ReviewPromptInput): ReviewPrompt[] {
  const budget = input.budget ?? DEFAULT_PROMPT_BUDGET;
  const whole = { ...input, fileContents: undefined, nonce: probeNonce(input) };
  if (fits(sizeOf(buildReviewPrompt(whole).text), budget)) return [buildReviewPrompt(input)];

  const units = input.files.flatMap((file) => splitFile(file, input, budget));
  const parts = packUnits(units, input, budget);
  return parts.map((files, index) =>
    buildReviewPrompt({
      ...input,
      files,
      openComments: commentsForPart(input, files, index),
      part: { index: index + 1, count: parts.length },
      nonce: input.nonce === undefined ? undefined : `${input.nonce}-${index + 1}`,
    }),
  );
}

/** The prompt size of a part holding these files, without the optional file contents. */
function partSize(files: readonly DiffInputFile[], input: ReviewPromptInput, budget: PromptBudget) {
  const probe = {
    ...input,
    files,
    fileContents: undefined,
    openComments: commentsForPart(input, files, 0),
    part: PROBE_PART,
    nonce: probeNonce(input),
    budget,
  };
  return sizeOf(buildReviewPrompt(probe).text);
}

/** A file whose part would be over budget, cut into pieces of hunks (and of lines) that fit. */
function splitFile(
  file: DiffInputFile,
  input: ReviewPromptInput,
  budget: PromptBudget,
): DiffInputFile[] {
  if (fits(partSize([file], input, budget), budget)) return [file];
  const empty = partSize(
    [{ ...file, hunks: [{ header: longestHeader(file), lines: [] }] }],
    input,
    budget,
  );
  const room = {
    bytes: Math.floor((budget.maxBytes - empty.bytes) * (1 - ESTIMATE_MARGIN)),
    lines: budget.maxLines - empty.lines,
  };
  const width = String(Math.max(1, ...file.hunks.flatMap(hunkNewLines))).length;
  const pieces: DiffInputHunk[][] = [];
  let piece: DiffInputHunk[] = [];
  let used = { bytes: 0, lines: 0 };
  const addChunk = (chunk: DiffInputHunk, size: { bytes: number; lines: number }) => {
    if (
      piece.length &&
      (used.bytes + size.bytes > room.bytes || used.lines + size.lines > room.lines)
    ) {
      pieces.push(piece);
      piece = [];
      used = { bytes: 0, lines: 0 };
    }
    piece.push(chunk);
    used = { bytes: used.bytes + size.bytes, lines: used.lines + size.lines };
  };
  for (const hunk of file.hunks) {
    for (const chunk of chunksOfHunk(hunk, width, room)) addChunk(chunk, hunkSize(chunk, width));
  }
  if (piece.length) pieces.push(piece);
  return pieces.map((hunks) => ({ ...file, hunks }));
}

/** A hunk cut at line boundaries into chunks of at most `room` each (the later ones "continued"). */
function chunksOfHunk(
  hunk: DiffInputHunk,
  width: number,
  room: { bytes: number; lines: number },
): DiffInputHunk[] {
  if (fitsRoom(hunkSize(hunk, width), room)) return [hunk];
  const chunks: DiffInputHunk[] = [];
  let lines: DiffInputHunk['lines'][number][] = [];
  let used = headerSize(hunk.header);
  for (const line of hunk.lines) {
    const size = lineBytes(line, width);
    if (lines.length && (used.bytes + size > room.bytes || used.lines + 1 > room.lines)) {
      chunks.push({ header: chunks.length ? continued(hunk) : hunk.header, lines });
      lines = [];
      used = headerSize(continued(hunk));
    }
    lines.push(line);
    used = { bytes: used.bytes + size, lines: used.lines + 1 };
  }
  if (lines.length) chunks.push({ header: chunks.length ? continued(hunk) : hunk.header, lines });
  return chunks;
}

/** Packs pieces into as few parts as the budget allows, keeping diff order. */
function packUnits(
  units: readonly DiffInputFile[],
  input: ReviewPromptInput,
  budget: PromptBudget,
): DiffInputFile[][] {
  const parts: DiffInputFile[][] = [];
  let current: DiffInputFile[] = [];
  for (const unit of units) {
    const candidate = joinUnit(current, unit);
    if (current.length && !fits(partSize(candidate, input, budget), budget)) {
      parts.push(current);
      current = [unit];
    } else {
      current = candidate;
    }
  }
  if (current.length) parts.push(current);
  return parts;
}

/** Adds a piece to a part; a further piece of the part's last file joins that file. */
function joinUnit(part: readonly DiffInputFile[], unit: DiffInputFile): DiffInputFile[] {
  const last = part[part.length - 1];
  if (last && last.path === unit.path && last.oldPath === unit.oldPath) {
    return [...part.slice(0, -1), { ...last, hunks: [...last.hunks, ...unit.hunks] }];
  }
  return [...part, unit];
}

/** The open comments a part shows: those on its files; comments on no file of the diff go to part one. */
function commentsForPart(input: ReviewPromptInput, files: readonly DiffInputFile[], index: number) {
  const all = input.openComments ?? [];
  const paths = new Set(files.map((file) => file.path));
  const everywhere = new Set(input.files.map((file) => file.path));
  return all.filter((c) => paths.has(c.file) || (index === 0 && !everywhere.has(c.file)));
}

function probeNonce(input: ReviewPromptInput): string {
  return 'f'.repeat((input.nonce?.length ?? 16) + 4);
}

function continued(hunk: DiffInputHunk): string {
  return `${hunk.header} (continued)`;
}

function longestHeader(file: DiffInputFile): string {
  return file.hunks.map(continued).reduce((a, b) => (a.length >= b.length ? a : b), '');
}

function hunkNewLines(hunk: DiffInputHunk): number[] {
  return hunk.lines.flatMap((line) => (line.newLine === null ? [] : [line.newLine]));
}

function hunkSize(hunk: DiffInputHunk, width: number): { bytes: number; lines: number } {
  const header = headerSize(hunk.header);
  const bytes = hunk.lines.reduce((sum, line) => sum + lineBytes(line, width), header.bytes);
  return { bytes, lines: header.lines + hunk.lines.length };
}

function headerSize(header: string): { bytes: number; lines: number } {
  return { bytes: Buffer.byteLength(header, 'utf8') + 1, lines: 1 };
}

/**
 * An upper bound of a diff line's bytes as rendered: its text is cut at
 * MAX_SHOWN_LINE_CHARS characters of up to 4 bytes, plus the cut notice.
 */
function lineBytes(line: DiffInputHunk['lines'][number], width: number): number {
  const text =
    line.text.length > MAX_SHOWN_LINE_CHARS
      ? line.text.slice(0, MAX_SHOWN_LINE_CHARS + 60)
      : line.text;
  return Buffer.byteLength(numberedDiffLine(line.newLine, line.kind, text, width), 'utf8') + 1;
}

function fitsRoom(size: { bytes: number; lines: number }, room: { bytes: number; lines: number }) {
  return size.bytes <= room.bytes && size.lines <= room.lines;
}

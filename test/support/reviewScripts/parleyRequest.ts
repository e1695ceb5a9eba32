/**
 * Reading Parley's requests the way an agent following them would: which
 * request is the latest in the conversation (a review, a feedback, or the
 * one-line pointer to a prompt file), its round, and its answer markers, taken
 * from the instruction in the text itself (never hard-coded). And writing
 * answers in the format the review prompt asks for.
 */
import { answerFileFromInstruction } from '../../../main/core/review/protocol/answerFile';
import type { AnswerMarkers } from '../../../main/core/review/protocol/textProtocol';
import {
  NUMBERED_DIFF_LINE,
  markersFor,
  nonceFromInstruction,
  nonceOfMarkers,
  promptFileFromPointer,
  verdictLine,
} from '../../../main/core/review/protocol/textProtocol';
import type { UserSideBlock } from './conversation';

export type ParleyRequest =
  | { readonly kind: 'pointer'; readonly relativePath: string }
  | {
      /** A reminder asks again in the same round, for the whole review or its verdict only. */
      readonly kind: 'review' | 'feedback' | 'reminder';
      readonly round: number;
      readonly markers: AnswerMarkers;
      /** The answer file the request asks for, relative to the workspace (agents with no hook). */
      readonly answerFile: string | null;
      readonly text: string;
      /** The request reached the model as a tool's output (the agent read the prompt file). */
      readonly readFromFile: boolean;
      /** Tool results the agent has brought back since the request. */
      readonly toolResultsSince: readonly UserSideBlock[];
    };

const REVIEW_HEADER = /# Parley code review request \(round (\d+)\)/;
const FEEDBACK_HEADER = /# Parley review feedback \(round (\d+)\)/;
const REMINDER_OPENING =
  /^Parley (?:read your review, but no verdict line|could not read a review)/m;

/** The latest Parley request in the conversation, or null when there is none (or no markers). */
export function latestParleyRequest(blocks: readonly UserSideBlock[]): ParleyRequest | null {
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    const block = blocks[index]!;
    // Claude Code's own context rides in <system-reminder> blocks: never Parley's words.
    if (block.text.trimStart().startsWith('<system-reminder>')) continue;
    const review = REVIEW_HEADER.exec(block.text);
    const feedback = FEEDBACK_HEADER.exec(block.text);
    const header = review ?? feedback;
    const reminder = !header && REMINDER_OPENING.test(block.text);
    if (header || reminder) {
      const nonce = nonceFromInstruction(block.text);
      if (!nonce) return null;
      return {
        kind: reminder ? 'reminder' : review ? 'review' : 'feedback',
        round: header ? Number(header[1]) : roundBefore(blocks, index),
        markers: markersFor(nonce),
        answerFile: answerFileFromInstruction(block.text),
        text: block.text,
        readFromFile: block.kind === 'tool-result',
        toolResultsSince: blocks.slice(index + 1).filter((b) => b.kind === 'tool-result'),
      };
    }
    const pointer = block.kind === 'text' ? promptFileFromPointer(block.text) : null;
    if (pointer) return { kind: 'pointer', relativePath: pointer };
  }
  return null;
}

/** The round of the latest review request before blocks[index]: the one a reminder asks again. */
function roundBefore(blocks: readonly UserSideBlock[], index: number): number {
  for (let i = index - 1; i >= 0; i -= 1) {
    const header = REVIEW_HEADER.exec(blocks[i]!.text);
    if (header) return Number(header[1]);
  }
  return 1;
}

/**
 * The new-file line number the request's numbered diff shows for the first
 * added line of `file` matching `pattern`: the number a reviewer cites. Line
 * prefixes a file-reading tool adds (Claude Code's Read: `    12→`) are skipped.
 */
export function addedLineNumber(text: string, file: string, pattern: RegExp): number | null {
  let current: string | null = null;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/^\s*\d+(?:→|\t)/, '');
    const header = /^### (\S+) \(/.exec(line);
    if (header) {
      current = header[1]!;
      continue;
    }
    const numbered = NUMBERED_DIFF_LINE.exec(line);
    if (current === file && numbered?.[1] && numbered[2] === '+' && pattern.test(numbered[3]!)) {
      return Number(numbered[1]);
    }
  }
  return null;
}

export interface ScriptedComment {
  readonly file: string;
  readonly line: number;
  readonly severity: 'error' | 'warning' | 'suggestion';
  readonly comment: string;
}

export type ScriptedVerdict = 'APPROVED' | 'CHANGES_REQUESTED' | 'NEEDS_DISCUSSION';

/** Text between a request's markers, each marker on a line of its own. */
export function markedAnswer(markers: AnswerMarkers, body: string): string {
  return [markers.begin, body, markers.end].join('\n');
}

/** The verdict line for a request: it carries the request's nonce, as the prompt asks. */
export function verdictFor(markers: AnswerMarkers, verdict: ScriptedVerdict): string {
  return verdictLine(nonceOfMarkers(markers), verdict);
}

/** A review answer in the FILE/LINE/SEVERITY/COMMENT block format, then the verdict line. */
export function reviewAnswer(
  markers: AnswerMarkers,
  comments: readonly ScriptedComment[],
  verdict: ScriptedVerdict,
): string {
  const blocks = comments.map((c) =>
    [`FILE: ${c.file}`, `LINE: ${c.line}`, `SEVERITY: ${c.severity}`, `COMMENT: ${c.comment}`].join(
      '\n',
    ),
  );
  return markedAnswer(markers, [...blocks, verdictFor(markers, verdict)].join('\n\n'));
}

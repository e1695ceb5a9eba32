import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TurnResult } from '../../../sessions/turns/turnTracker';
import type { AnswerMarkers } from '../../protocol/textProtocol';
import type { ReviewAgent } from '../ports';
import { NO_LIMIT_MS } from './timeOutsideDialogs';

export interface AnswerFileWatch {
  /** Where the agent runs (see agentFolder). */
  readonly workspace: string;
  /** The answer file the prompt named, relative to where the agent runs. */
  readonly relativePath: string;
  readonly markers: AnswerMarkers;
}

/** How an agent's turn ended: its session's own rule (hook or screen), or the answer file. */
export type PhaseTurnEnd = Omit<TurnResult, 'source'> & {
  readonly source: TurnResult['source'] | 'file';
};

export interface AnswerFileTiming {
  /**
   * After the screen looked done without a complete answer: how long the
   * program must stay silent, with no file, before the screen counts (see
   * PhaseTimeouts.answerGraceMs).
   */
  readonly graceMs: number;
  readonly pollMs?: number;
}

const POLL_MS = 250;

/**
 * The turn of an agent with no structured turn signal that was asked to
 * write its answer to a file: the file is the turn signal. The turn ends
 * when the file holds a complete answer (both markers). The screen's own
 * rule (back to ready, or quiet) ends it only when the screen holds the
 * complete answer, or when no file came and the program stayed silent for
 * the grace period after: a program still working is never taken for done.
 */
export async function waitForAnswerFile(
  agent: Pick<ReviewAgent, 'waitForTurnEnd' | 'onDidOutput' | 'readText'>,
  watch: AnswerFileWatch,
  signal: AbortSignal,
  timing: AnswerFileTiming,
): Promise<PhaseTurnEnd> {
  const file = path.join(watch.workspace, ...watch.relativePath.split('/'));
  let screenEnd: { result: TurnResult; at: number } | null = null;
  let failure: unknown = null;
  agent.waitForTurnEnd({ timeoutMs: NO_LIMIT_MS, signal }).then(
    (result) => (screenEnd = { result, at: Date.now() }),
    (error: unknown) => (failure = error),
  );
  let lastOutput = Date.now();
  const stopWatching = agent.onDidOutput(() => (lastOutput = Date.now()));
  try {
    for (;;) {
      const written = await readFile(file, 'utf8').catch(() => null);
      if (written !== null && holdsCompleteAnswer(written, watch.markers)) {
        return { text: written, source: 'file' };
      }
      if (failure !== null) throw failure;
      const ended = screenEnd as { result: TurnResult; at: number } | null;
      if (ended) {
        if (holdsCompleteAnswer(await agent.readText(), watch.markers)) return ended.result;
        if (Date.now() - Math.max(ended.at, lastOutput) >= timing.graceMs) return ended.result;
      }
      await sleep(timing.pollMs ?? POLL_MS);
    }
  } finally {
    stopWatching();
  }
}

/** A begin marker, then an end marker after it: an answer written whole. */
export function holdsCompleteAnswer(text: string, markers: AnswerMarkers): boolean {
  const begin = text.indexOf(markers.begin);
  return begin >= 0 && text.indexOf(markers.end, begin + markers.begin.length) >= 0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runsNoProcess } from '../../../../../shared/contract';
import { ProgramEndedError } from '../../../sessions/programEnded';
import type { TurnResult } from '../../../sessions/turns/turnTracker';
import type { AnswerMarkers } from '../../protocol/textProtocol';
import type { PhaseTimeouts, ReviewAgent } from '../ports';
import { NO_LIMIT_MS } from './timeOutsideDialogs';

export interface AnswerWatch {
  /** Where the agent runs (see agentFolder). */
  readonly workspace: string;
  /**
   * The answer file the prompt named, relative to where the agent runs;
   * absent when it asked for none (an author's summary): the screen alone
   * shows the answer.
   */
  readonly relativePath?: string;
  readonly markers: AnswerMarkers;
}

/** How an agent's turn ended: its session's own rule (hook or screen), or the answer file. */
export type PhaseTurnEnd = Omit<TurnResult, 'source'> & {
  readonly source: TurnResult['source'] | 'file';
};

export interface AnswerTiming {
  /**
   * After the screen looked done without a complete answer: how long the
   * program must stay silent, with no file, before the screen counts (see
   * PhaseTimeouts.answerGraceMs).
   */
  readonly graceMs: number;
  /**
   * The silence allowed instead once the answer has begun (its begin marker
   * written, its end not yet): a model pausing halfway through its answer is
   * not done (see PhaseTimeouts.begunAnswerGraceMs).
   */
  readonly begunGraceMs: number;
  readonly pollMs?: number;
}

const POLL_MS = 250;

/** The review's grace periods, as a marked answer's timing takes them. */
export function answerGrace(timeouts: PhaseTimeouts): Omit<AnswerTiming, 'pollMs'> {
  return { graceMs: timeouts.answerGraceMs, begunGraceMs: timeouts.begunAnswerGraceMs };
}

/**
 * The turn of an agent with no structured turn signal, asked to write its
 * answer between markers (to a file too, when the prompt named one): the
 * answer is the turn signal. The turn ends when the file holds a complete
 * answer (both markers). The screen's own rule (back to ready, or quiet)
 * ends it only when the screen holds the complete answer, or when none came
 * and the program stayed silent for the grace period after, a longer one
 * once it has begun its answer: a program still working is never taken for
 * done, nor is one halfway through its answer.
 */
export async function waitForMarkedAnswer(
  agent: Pick<
    ReviewAgent,
    'waitForTurnEnd' | 'onDidOutput' | 'readText' | 'currentStatus' | 'programRun'
  >,
  watch: AnswerWatch,
  signal: AbortSignal,
  timing: AnswerTiming,
): Promise<PhaseTurnEnd> {
  const file =
    watch.relativePath === undefined
      ? null
      : path.join(watch.workspace, ...watch.relativePath.split('/'));
  let screenEnd: { result: TurnResult; at: number } | null = null;
  let failure: unknown = null;
  agent.waitForTurnEnd({ timeoutMs: NO_LIMIT_MS, signal }).then(
    (result) => (screenEnd = { result, at: Date.now() }),
    (error: unknown) => (failure = error),
  );
  let lastOutput = Date.now();
  const stopWatching = agent.onDidOutput(() => (lastOutput = Date.now()));
  // The run the prompt went to: a program started since (a person restarted it) never saw it.
  const run = agent.programRun;
  try {
    for (;;) {
      const written = file === null ? null : await readFile(file, 'utf8').catch(() => null);
      if (written !== null && holdsCompleteAnswer(written, watch.markers)) {
        return { text: written, source: 'file' };
      }
      if (failure !== null) throw failure;
      if (agent.programRun !== run) throw new ProgramEndedError(RESTARTED_WITHOUT_ANSWER);
      const ended = screenEnd as { result: TurnResult; at: number } | null;
      if (ended) {
        const shown = await agent.readText();
        if (holdsCompleteAnswer(shown, watch.markers)) return ended.result;
        // A program that ended without its answer gave none: its silence is no answer to read.
        if (runsNoProcess(agent.currentStatus)) throw new ProgramEndedError(ENDED_WITHOUT_ANSWER);
        const begun = [shown, written ?? ''].some((text) => text.includes(watch.markers.begin));
        const grace = begun ? timing.begunGraceMs : timing.graceMs;
        if (Date.now() - Math.max(ended.at, lastOutput) >= grace) return ended.result;
      }
      await sleep(timing.pollMs ?? POLL_MS);
    }
  } finally {
    stopWatching();
  }
}

const ENDED_WITHOUT_ANSWER = "The agent's program ended before it gave its answer.";
const RESTARTED_WITHOUT_ANSWER =
  "The agent's program was started again before it gave its answer: the new one never had the prompt.";

/** A begin marker, then an end marker after it: an answer written whole. */
export function holdsCompleteAnswer(text: string, markers: AnswerMarkers): boolean {
  const begin = text.indexOf(markers.begin);
  return begin >= 0 && text.indexOf(markers.end, begin + markers.begin.length) >= 0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

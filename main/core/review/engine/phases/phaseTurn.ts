import type { ReviewPhase } from '../../../../../shared/contract';
import { CoreError } from '../../../api';
import { checkCeiling } from '../../cost/ceilingVerdict';
import { meterPhase } from '../../cost/meter';
import type { PriceLookup } from '../../cost/priceTable';
import { OverCeilingError, estimateTurnCost } from '../../cost/turnEstimate';
import { PhaseTranscript } from '../../journal/transcript';
import { preparePromptDelivery, nodePromptFiles } from '../../prompt/delivery';
import type { RoleCost } from '../stateMachine/events';
import type { ReviewAgent, ReviewGit } from '../ports';
import {
  waitForMarkedAnswer,
  type AnswerTiming,
  type AnswerWatch,
  type PhaseTurnEnd,
} from './markedAnswerTurn';
import {
  AgentNotReadyError,
  NO_LIMIT_MS,
  PhaseTimeoutError,
  withinTimeOutsideDialogs,
} from './timeOutsideDialogs';

export interface TurnRequest {
  readonly agent: ReviewAgent;
  readonly git: ReviewGit;
  readonly prompt: string;
  readonly timeoutMs: number;
  readonly readyMs: number;
  readonly signal: AbortSignal;
  readonly transcript: { dataDir: string; reviewId: string; round: number; phase: ReviewPhase };
  /** Spent so far and the review's ceiling: a turn that would pass it does not start. */
  readonly budget: { readonly spent: number; readonly ceiling: number | null };
  /** The agent's profile's prices: the turn's estimate and its cost use them. */
  readonly prices: PriceLookup;
  /**
   * Called just before the paste, with how much the phase's transcript holds:
   * recorded, it lets a resume after a crash tell whether the prompt arrived.
   */
  readonly sending?: (transcriptBytes: number) => void;
  /** Called once the prompt is in the agent's terminal. */
  readonly delivered: () => void;
  /**
   * For an agent with no turn signal: the answer the prompt asked for between
   * markers (in a file too, when it named one), whose completion ends the turn.
   */
  readonly markedAnswer?: Omit<AnswerWatch, 'workspace'> & Omit<AnswerTiming, 'pollMs'>;
}

export interface TurnOutcome {
  readonly turn: PhaseTurnEnd;
  /** The screen as a person sees it at the end of the turn. */
  readonly screen: string;
  readonly cost: RoleCost;
}

/**
 * Where an agent runs, which its prompt file and its answer file go in: their
 * relative paths must resolve for it, and a reviewer may work in another
 * folder than the author's.
 */
export function agentFolder(agent: ReviewAgent): string {
  return agent.snapshot().cwd;
}

/**
 * One prompt → answer exchange with an agent: waits until it is ready,
 * checks its estimated cost against the ceiling, delivers the prompt (pasted, or as a file plus a pointer when long),
 * records the terminal output to the phase's transcript, waits for the turn
 * to end and meters its cost.
 */
export async function runAgentTurn(request: TurnRequest): Promise<TurnOutcome> {
  const { agent, signal } = request;
  await waitUntilReady(agent, request.readyMs);
  throwIfAborted(signal);
  const role = request.transcript.phase === 'reviewing' ? 'reviewer' : 'author';
  const expected = estimateTurnCost(agent, request.prompt.length, role, request.prices);
  if (checkCeiling(request.budget.spent, expected, request.budget.ceiling) === 'stop') {
    throw new OverCeilingError(expected);
  }
  const before = await agent.readText();
  const folder = agentFolder(agent);
  const delivery = await preparePromptDelivery(
    request.prompt,
    folder,
    nodePromptFiles(request.git.runner),
    { limitBytes: agent.profile.pasteLimitBytes },
  );
  const transcript = new PhaseTranscript(request.transcript);
  const stopRecording = agent.onDidOutput(({ data }) => transcript.append(data));
  try {
    request.sending?.(transcript.bytesOnDisk());
    await agent.submitPrompt(delivery.pasteText);
    request.delivered();
    const { markedAnswer } = request;
    const turnEnd: Promise<PhaseTurnEnd> = markedAnswer
      ? waitForMarkedAnswer(agent, { ...markedAnswer, workspace: folder }, signal, markedAnswer)
      : agent.waitForTurnEnd({ timeoutMs: NO_LIMIT_MS, signal });
    const turn = await withinTimeOutsideDialogs(
      agent,
      request.timeoutMs,
      turnEnd,
      `The agent did not finish its turn within ${Math.round(request.timeoutMs / 1000)} s.`,
    );
    const screen = await agent.readText();
    const metered = meterPhase({
      source: agent.profile.cost,
      before,
      after: screen,
      charsIn: request.prompt.length,
      charsOut: turn.text.length,
      ...(agent.profile.contextTokens ? { contextTokens: agent.profile.contextTokens } : {}),
      ...(turn.usage ? { usage: turn.usage } : {}),
      prices: request.prices,
    });
    return { turn, screen, cost: { usd: metered.usd, estimated: metered.estimated } };
  } finally {
    stopRecording();
    transcript.close();
  }
}

/** How many of a never-ready agent's last screen lines its error shows. */
const SHOWN_LINES = 3;

/** Waits for the agent to be ready for a prompt; when it never is, says what its screen showed. */
async function waitUntilReady(agent: ReviewAgent, readyMs: number): Promise<void> {
  try {
    const ready = agent.waitForStatus(['ready'], NO_LIMIT_MS);
    await withinTimeOutsideDialogs(agent, readyMs, ready, 'The agent was not ready in time.');
  } catch (error) {
    if (!(error instanceof PhaseTimeoutError)) throw error;
    const lines = (await agent.readText()).split('\n').map((line) => line.trim());
    throw new AgentNotReadyError(readyMs, lines.filter(Boolean).slice(-SHOWN_LINES).join(' / '));
  }
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new CoreError('failed', 'Waiting for the turn was cancelled.');
}

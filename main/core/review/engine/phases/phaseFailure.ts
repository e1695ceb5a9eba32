import { runsNoProcess } from '../../../../../shared/contract';
import { ProgramEndedError } from '../../../sessions/programEnded';
import { OverCeilingError } from '../../cost/turnEstimate';
import type { ReviewAgent } from '../ports';
import { AgentNotReadyError, PhaseTimeoutError } from './timeOutsideDialogs';
import type { EngineEvent } from '../stateMachine/events';

interface FailureContext {
  readonly role: 'author' | 'reviewer';
  readonly agent: ReviewAgent;
  readonly aborted: boolean;
  /** The agent's session was closed (it is no longer listed), not only stopped. */
  readonly closed: boolean;
}

/**
 * Turns a phase's exception into the engine event that says what happened:
 * nothing when the phase was cancelled, a timeout, an agent that is gone, or
 * a failure with the error's own message.
 */
export function phaseFailure(error: unknown, context: FailureContext): EngineEvent | null {
  if (context.aborted) return null;
  if (error instanceof OverCeilingError) {
    return { kind: 'over-ceiling', role: context.role, expected: error.expected };
  }
  // A program restarted under the turn runs again, but the turn's prompt went with the old one.
  if (
    context.closed ||
    error instanceof ProgramEndedError ||
    runsNoProcess(context.agent.currentStatus)
  )
    return { kind: 'session-gone', role: context.role, closed: context.closed };
  if (error instanceof PhaseTimeoutError) {
    return {
      kind: 'timeout',
      phase: context.role === 'reviewer' ? 'reviewing' : 'author-fixing',
      afterMs: error.limitMs,
      ...(error instanceof AgentNotReadyError ? { notReady: { shown: error.shown } } : {}),
    };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

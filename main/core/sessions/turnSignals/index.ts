/**
 * Makes the structured turn-end signal a profile names, for one session.
 * `runtimeDir` is the session's own folder for the signal's files.
 */
import type { TurnSignalKind } from '../profiles/profile';
import type { TurnSignalSession } from '../sessionOptions';
import type { TurnSignal } from './turnSignal';
import { createClaudeStopHook } from './claudeStopHook';
import { createCodexNotify } from './codexNotify';
import { createCopilotAgentStop } from './copilotAgentStop';
import { createGeminiAfterAgent } from './geminiAfterAgent';
import { createOpencodeSessionIdle } from './opencodeSessionIdle';
import { createTurnEndMarker } from './turnEndMarker';

export type { TurnSignal } from './turnSignal';

export function createTurnSignal(
  kind: TurnSignalKind,
  runtimeDir: string,
  session: TurnSignalSession,
): TurnSignal {
  switch (kind) {
    case 'claude-stop-hook':
      return createClaudeStopHook(runtimeDir);
    case 'codex-notify':
      return createCodexNotify(runtimeDir);
    case 'copilot-agent-stop':
      return createCopilotAgentStop(runtimeDir);
    case 'gemini-after-agent':
      return createGeminiAfterAgent(runtimeDir, session.env);
    case 'opencode-session-idle':
      return createOpencodeSessionIdle(runtimeDir, session.env);
    case 'parley-agent-marker':
      return createTurnEndMarker();
  }
}

/**
 * Each real agent CLI's own tool calls, as a scripted model makes them in the
 * review-loop tests over the cart change: reading a file, and taking the
 * debug line out.
 */
import { shellQuote } from '../../main/core/text/shellQuote';
import type { ReplyBlock } from '../support/fakeModel/reply';
import { CART_FILE, DEBUG_LINE } from '../support/reviewScripts/cartChange';
import type { AgentTools } from './cartLoop';

export const claudeTools: AgentTools = {
  readFile: (file_path) => ({ type: 'tool_use', name: 'Read', input: { file_path } }),
  removeDebugLine: (file_path) => ({
    type: 'tool_use',
    name: 'Edit',
    input: { file_path, old_string: DEBUG_LINE, new_string: '' },
  }),
};

export /** Claude Code's Write tool: how an agent with no hook hands back its answer file. */
const claudeWriteFile = (file_path: string, content: string): ReplyBlock => ({
  type: 'tool_use',
  name: 'Write',
  input: { file_path, content },
});

/** Codex's shell tool; `sandbox_permissions` asks to run it outside the sandbox. */
export const codexShell = (cmd: string, extra: Record<string, string> = {}): ReplyBlock => ({
  type: 'tool_use',
  name: 'exec_command',
  input: { cmd, ...extra },
});

/** Codex's patch format: removes the debug line, with the lines around it as context. */
function removeDebugLinePatch(): string {
  return [
    "apply_patch <<'PATCH'",
    '*** Begin Patch',
    `*** Update File: ${CART_FILE}`,
    '@@ export function total(items: readonly Item[], taxRate: number): number {',
    '   const net = subtotal(items);',
    `-${DEBUG_LINE.trimEnd()}`,
    '   return Math.round(net * (1 + taxRate) * 100) / 100;',
    '*** End Patch',
    'PATCH',
  ].join('\n');
}

/** Codex's shell tool, for reading a file and for apply_patch alike. */
export const codexTools: AgentTools = {
  readFile: (file) => codexShell(`cat ${shellQuote(file)}`),
  removeDebugLine: () => codexShell(removeDebugLinePatch()),
};

export const geminiTools: AgentTools = {
  readFile: (file_path) => ({ type: 'tool_use', name: 'read_file', input: { file_path } }),
  removeDebugLine: (file_path) => ({
    type: 'tool_use',
    name: 'replace',
    input: {
      file_path,
      old_string: DEBUG_LINE,
      new_string: '',
      instruction: 'Remove the leftover console.log.',
    },
  }),
};

/** opencode's write tool: how it hands back its answer file when run as a plain command. */
export const opencodeWriteFile = (filePath: string, content: string): ReplyBlock => ({
  type: 'tool_use',
  name: 'write',
  input: { filePath, content },
});

/** opencode's read and edit tools (their arguments are camelCase). */
export const opencodeTools: AgentTools = {
  readFile: (filePath) => ({ type: 'tool_use', name: 'read', input: { filePath } }),
  removeDebugLine: (filePath) => ({
    type: 'tool_use',
    name: 'edit',
    input: { filePath, oldString: DEBUG_LINE, newString: '' },
  }),
};

/** Copilot CLI's view and edit tools (`path`, `old_str`, `new_str`). */
export const copilotTools: AgentTools = {
  readFile: (path) => ({ type: 'tool_use', name: 'view', input: { path } }),
  removeDebugLine: (path) => ({
    type: 'tool_use',
    name: 'edit',
    input: { path, old_str: DEBUG_LINE, new_str: '' },
  }),
};

/**
 * `parley review --author parley-agent --reviewer copilot`: the real GitHub Copilot CLI
 * TUI as an unattended reviewer through its profile, against the fake Chat
 * Completions API on 127.0.0.1 (BYOK, offline, no GitHub login). It approves
 * in round 1 and the file is unchanged. Its edits being refused (its `write`
 * deny rule) is proved in copilotSession.test.ts.
 */
import { describe, it } from 'vitest';
import { copilotRig } from './agentRigs';
import { copilotTools } from './agentTools';
import { expectApprovalWithEditRefused } from './reviewerEditRefused';

describe('parley review with GitHub Copilot CLI as the reviewer', () => {
  it('approves through its profile, the file unchanged', async () => {
    await expectApprovalWithEditRefused(copilotRig, copilotTools, null);
  }, 150_000);
});

/**
 * `parley review --author parley-agent --reviewer copilot`: the real GitHub Copilot CLI
 * TUI as an unattended reviewer through its profile, against the fake Chat
 * Completions API on 127.0.0.1 (BYOK, offline, no GitHub login). It approves
 * in round 1; the edit it tries midway is refused by its `write` deny rule,
 * back to the model, and the file is unchanged.
 */
import { describe, it } from 'vitest';
import { copilotRig } from './agentRigs';
import { copilotTools } from './agentTools';
import { expectApprovalWithEditRefused } from './reviewerEditRefused';

describe('parley review with GitHub Copilot CLI as the reviewer', () => {
  it('approves through its profile, its midway edit refused', async () => {
    await expectApprovalWithEditRefused(
      copilotRig,
      copilotTools,
      /denied due to the following rules: `write`/,
    );
  }, 150_000);
});

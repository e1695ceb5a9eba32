/**
 * The permission policy as opencode's rules (checked against 1.18.33, where
 * the last matching rule decides): the real TUI refusing a reviewer's edits
 * and an author's unlisted command is in test/integration/opencodeSession.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  OPENCODE_PERMISSION_ENV,
  opencodePermission,
} from '../../../../../main/core/sessions/permissions/opencodePermissions';
import { permissionPolicy } from '../../../../../main/core/sessions/permissions/permissionPolicy';
import { opencodeProfile } from '../../../../../main/core/sessions/profiles/opencode';
import { withSettings } from '../../../../../main/core/sessions/profiles/profileSettings';

const rules = (env: Readonly<Record<string, string>>) =>
  JSON.parse(env[OPENCODE_PERMISSION_ENV] ?? '{}') as Record<string, unknown>;

describe('opencode permissions', () => {
  it('deny everything first, then allow reading and the policy’s commands', () => {
    const author = opencodePermission(permissionPolicy('author', ['npm test']));
    expect(Object.keys(author)[0]).toBe('*');
    expect(author['*']).toBe('deny');
    expect(author['edit']).toBe('allow');
    expect(author['read']).toMatchObject({ '*': 'allow', '*.env': 'deny' });
    const bash = author['bash'] as Record<string, string>;
    expect(Object.entries(bash)[0]).toEqual(['*', 'deny']);
    expect(bash).toMatchObject({ 'npm test *': 'allow', 'git status *': 'allow' });
    expect(bash).not.toHaveProperty(['*>*']);
  });

  it('deny a reviewer every edit, and redirections after its allowed commands', () => {
    const reviewer = opencodePermission(permissionPolicy('reviewer', []));
    // A whole-key deny: opencode then offers no edit, write or apply_patch tool at all.
    expect(reviewer['edit']).toBe('deny');
    const bash = Object.entries(reviewer['bash'] as Record<string, string>);
    expect(bash).toContainEqual(['cat *', 'allow']);
    expect(bash.slice(-2)).toEqual([
      ['*>*', 'deny'],
      ['*<*', 'deny'],
    ]);
  });

  it('run the build agent, the rules in the environment, the user’s allowed commands added', () => {
    const policy = permissionPolicy('author', []);
    expect(opencodeProfile.permissionArgs!(policy)).toEqual(['--agent', 'build']);
    const plain = rules(opencodeProfile.permissionEnv!(policy));
    const allowed = withSettings(opencodeProfile, {
      env: {},
      allowedCommands: ['make e2e'],
    }).permissionEnv!(policy);
    expect(plain['bash']).not.toHaveProperty(['make e2e *']);
    expect(rules(allowed)['bash']).toHaveProperty(['make e2e *'], 'allow');
  });
});

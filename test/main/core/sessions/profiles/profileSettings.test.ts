import { describe, expect, it } from 'vitest';
import { ProfileRegistry } from '../../../../../main/core/sessions/profiles';
import { claudeProfile } from '../../../../../main/core/sessions/profiles/claude';
import { customProfile } from '../../../../../main/core/sessions/profiles/custom';
import { withSettings } from '../../../../../main/core/sessions/profiles/profileSettings';
import { permissionPolicy } from '../../../../../main/core/sessions/permissions/permissionPolicy';
import type { ProfileSettings } from '../../../../../shared/contract';

const settings = (change: Partial<ProfileSettings>): ProfileSettings => ({
  env: {},
  allowedCommands: [],
  ...change,
});

describe('profile settings', () => {
  it('put the user’s command, arguments, environment and model over the profile’s', () => {
    const profile = withSettings(
      claudeProfile,
      settings({
        command: '/opt/claude/bin/claude',
        args: ['--model', 'opus'],
        env: { ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' },
        model: 'claude-opus-4',
      }),
    );
    expect(profile.command).toBe('/opt/claude/bin/claude');
    expect(profile.args).toEqual(['--model', 'opus']);
    expect(profile.env).toMatchObject({ ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' });
    expect(profile.cost.model).toBe('claude-opus-4');
    // What the user did not change stays the profile's own.
    expect(profile.readiness).toBe(claudeProfile.readiness);
  });

  it('add the allowed commands to every unattended run’s flags', () => {
    const plain = claudeProfile.permissionArgs!(permissionPolicy('author', []));
    const allowed = withSettings(claudeProfile, settings({ allowedCommands: ['make e2e'] }));
    const flags = allowed.permissionArgs!(permissionPolicy('author', ['npm test'])).join(' ');
    expect(plain.join(' ')).not.toContain('make e2e');
    expect(flags).toContain('make e2e');
    expect(flags).toContain('npm test');
  });

  it('never give the custom profile a command: the user types it per session', () => {
    expect(withSettings(customProfile, settings({ command: 'x' })).command).toBe('');
  });

  it('are read at each lookup, so a change applies to the next session with no restart', () => {
    let current: Record<string, ProfileSettings> = {};
    const registry = new ProfileRegistry([claudeProfile], () => current);
    expect(registry.get('claude')?.args).toEqual(claudeProfile.args);
    current = { claude: settings({ args: ['--verbose'] }) };
    expect(registry.get('claude')?.args).toEqual(['--verbose']);
    expect(registry.list()[0]?.args).toEqual(['--verbose']);
  });
});

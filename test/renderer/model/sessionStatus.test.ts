import { describe, expect, it } from 'vitest';
import { runsNoProcess } from '../../../shared/contract';
import { statusLabel } from '../../../renderer/src/model/sessionStatus';

describe('statusLabel', () => {
  it('names every status in words', () => {
    expect(statusLabel({ status: 'stopped' })).toBe('Stopped');
    expect(statusLabel({ status: 'starting' })).toBe('Starting…');
    expect(statusLabel({ status: 'ready' })).toBe('Ready');
    expect(statusLabel({ status: 'busy' })).toBe('Busy');
  });

  it('shows what a detected dialog asks', () => {
    expect(statusLabel({ status: 'dialog', dialog: 'trust this folder?' })).toBe(
      'Waiting: trust this folder?',
    );
    expect(statusLabel({ status: 'dialog' })).toBe('Waiting: a dialog needs an answer');
  });

  it('shows the exit code when there is one', () => {
    expect(statusLabel({ status: 'exited', exitCode: 0 })).toBe('Exited (0)');
    expect(statusLabel({ status: 'exited', exitCode: 137 })).toBe('Exited (137)');
    expect(statusLabel({ status: 'exited', exitCode: null })).toBe('Exited');
  });

  it('offers restart only when no process runs', () => {
    expect(runsNoProcess('exited')).toBe(true);
    expect(runsNoProcess('stopped')).toBe(true);
    expect(runsNoProcess('busy')).toBe(false);
    expect(runsNoProcess('dialog')).toBe(false);
  });
});

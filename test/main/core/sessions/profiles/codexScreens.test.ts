import { describe, expect, it } from 'vitest';
import { codexProfile } from '../../../../../main/core/sessions/profiles/codex';

const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;
const { readyPattern, busyPattern } = codexProfile.readiness;
const ready = (lines: readonly string[]) => readyPattern?.test(text(lines)) ?? false;

/** Screens as Codex 0.169 leaves them in a PTY (viewport text, as the screen model reads it). */
const screens = {
  idle: [
    '› Ask Codex to do anything',
    '',
    '  gpt-5-codex default · /tmp/project',
    '  ← for agents · ? for shortcuts',
  ],
  // Caught in a CI run under load: stale characters in and around the model's line.
  idleWithStaleCharacters: [
    '› Ask Codex to do anything',
    '',
    '  0sgpt-5-codex defaulta·t/tmp/parley-repo-d4SpHs',
    '  ← for agents · ? for shortcuts                       ⚠ 1 warning · f2 to view',
  ],
  idleWithStaleMargins: [
    '› Ask Codex to do anything',
    '',
    'tagpt-5-codex default · /tmp/project',
    'ta← for agents · ? for shortcuts',
  ],
  // For half a second at start-up: a composer with the hint alone, before the sign-in screen.
  startingUp: ['› Ask Codex to do anything', '', '  ? for shortcuts'],
  working: [
    '• Working (3s • esc to interrupt)',
    '',
    '› Ask Codex to do anything',
    '',
    '  gpt-5-codex default · /tmp/project',
    '  ← for agents · ? for shortcuts',
  ],
};

describe("Codex's screens", () => {
  it('are ready at the composer over the model line and the hint, stale characters or not', () => {
    expect(ready(screens.idle)).toBe(true);
    expect(ready(screens.idleWithStaleCharacters)).toBe(true);
    expect(ready(screens.idleWithStaleMargins)).toBe(true);
  });

  it('are not ready while the composer shows the hint alone at start-up', () => {
    expect(ready(screens.startingUp)).toBe(false);
  });

  it('are busy while a turn runs', () => {
    expect(busyPattern?.test(text(screens.working))).toBe(true);
    expect(busyPattern?.test(text(screens.idle))).toBe(false);
  });
});

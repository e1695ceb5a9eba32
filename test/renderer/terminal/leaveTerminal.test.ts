import { describe, expect, it } from 'vitest';
import {
  isTabFocusShortcut,
  leaveDirection,
  terminalInputLabel,
} from '../../../renderer/src/terminal/leaveTerminal';

function key(key: string, extra: Partial<KeyboardEvent> = {}): KeyboardEvent {
  return {
    type: 'keydown',
    key,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    shiftKey: false,
    ...extra,
  } as KeyboardEvent;
}

describe('leaveDirection', () => {
  it('Ctrl+Tab leaves forwards, Ctrl+Shift+Tab backwards', () => {
    expect(leaveDirection(key('Tab', { ctrlKey: true }), false)).toBe('next');
    expect(leaveDirection(key('Tab', { ctrlKey: true, shiftKey: true }), false)).toBe('previous');
  });

  it('Tab, Shift+Tab and Escape stay with the program', () => {
    expect(leaveDirection(key('Tab'), false)).toBeNull();
    expect(leaveDirection(key('Tab', { shiftKey: true }), false)).toBeNull();
    expect(leaveDirection(key('Escape'), false)).toBeNull();
  });

  it('ignores key-up events and chords with Alt or Meta', () => {
    expect(leaveDirection(key('Tab', { ctrlKey: true, type: 'keyup' }), false)).toBeNull();
    expect(leaveDirection(key('Tab', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(leaveDirection(key('Tab', { ctrlKey: true, metaKey: true }), false)).toBeNull();
  });

  it('with "Tab moves focus" on, Tab and Shift+Tab leave too', () => {
    expect(leaveDirection(key('Tab'), true)).toBe('next');
    expect(leaveDirection(key('Tab', { shiftKey: true }), true)).toBe('previous');
    expect(leaveDirection(key('Escape'), true)).toBeNull();
  });
});

describe('isTabFocusShortcut', () => {
  it('is Ctrl+M, on every event of it, and nothing else', () => {
    expect(isTabFocusShortcut(key('m', { ctrlKey: true }))).toBe(true);
    expect(isTabFocusShortcut(key('m', { ctrlKey: true, type: 'keyup' }))).toBe(true);
    expect(isTabFocusShortcut(key('m'))).toBe(false);
    expect(isTabFocusShortcut(key('M', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isTabFocusShortcut(key('m', { ctrlKey: true, metaKey: true }))).toBe(false);
  });

  it("is named in the terminal input's label either way", () => {
    expect(terminalInputLabel(false)).toContain('Ctrl+M');
    expect(terminalInputLabel(true)).toContain('Tab moves focus');
  });
});

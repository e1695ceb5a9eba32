import { describe, expect, it } from 'vitest';
import { leaveDirection } from '../../../renderer/src/terminal/leaveTerminal';

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
    expect(leaveDirection(key('Tab', { ctrlKey: true }))).toBe('next');
    expect(leaveDirection(key('Tab', { ctrlKey: true, shiftKey: true }))).toBe('previous');
  });

  it('Tab, Shift+Tab and Escape stay with the program', () => {
    expect(leaveDirection(key('Tab'))).toBeNull();
    expect(leaveDirection(key('Tab', { shiftKey: true }))).toBeNull();
    expect(leaveDirection(key('Escape'))).toBeNull();
  });

  it('ignores key-up events and chords with Alt or Meta', () => {
    expect(leaveDirection(key('Tab', { ctrlKey: true, type: 'keyup' }))).toBeNull();
    expect(leaveDirection(key('Tab', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(leaveDirection(key('Tab', { ctrlKey: true, metaKey: true }))).toBeNull();
  });
});

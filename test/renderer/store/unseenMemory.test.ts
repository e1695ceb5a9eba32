import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadUnseenAlertKeys, saveUnseenAlertKeys } from '../../../renderer/src/store/unseenMemory';
import { fakeStorage } from './fakeStorage';

let saved: Map<string, string>;
beforeEach(() => {
  saved = fakeStorage('localStorage');
});

describe('the review alerts not opened yet, across reloads', () => {
  it('loads what was saved, and forgets what does not read as alert keys', () => {
    saveUnseenAlertKeys(['r-1:approved', 'r-2:needs-you:1']);
    expect([...loadUnseenAlertKeys()]).toEqual(['r-1:approved', 'r-2:needs-you:1']);
    saved.set('parley.unseenAlerts', JSON.stringify(['r-1:approved', 7, null]));
    expect([...loadUnseenAlertKeys()]).toEqual(['r-1:approved']);
    saved.set('parley.unseenAlerts', '{"r-1": true}');
    expect(loadUnseenAlertKeys().size).toBe(0);
    saved.set('parley.unseenAlerts', '[not json');
    expect(loadUnseenAlertKeys().size).toBe(0);
  });

  it('keeps the count for the page alone when storage refuses it', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    expect(() => saveUnseenAlertKeys(['r-1:approved'])).not.toThrow();
  });
});

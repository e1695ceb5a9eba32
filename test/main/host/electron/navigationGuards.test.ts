import { describe, expect, it } from 'vitest';
import { guardWebContents } from '../../../../main/host/electron/navigationGuards';
import type { GuardedContents } from '../../../../main/host/electron/navigationGuards';
import { FakeWebContents, preventableEvent } from './fakeElectron';

function guarded() {
  const contents = new FakeWebContents('parley://app/index.html');
  const opened: string[] = [];
  guardWebContents(contents as unknown as GuardedContents, async (url) => {
    opened.push(url);
  });
  return { contents, opened };
}

describe('guardWebContents', () => {
  it.each(['will-navigate', 'will-redirect', 'will-attach-webview'])('prevents %s', (name) => {
    const { contents } = guarded();
    const event = preventableEvent();
    contents.emit(name, event, 'https://evil.example/');
    expect(event.prevented).toBe(true);
  });

  it('denies window.open and hands web links to the browser', () => {
    const { contents, opened } = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/docs' })).toEqual({
      action: 'deny',
    });
    expect(opened).toEqual(['https://example.com/docs']);
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'parley://app/other',
    'smb://host/share',
    'not a url',
  ])('denies window.open of %s without opening anything', (url) => {
    const { contents, opened } = guarded();
    expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    expect(opened).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { guardWebContents } from '../../../../main/host/electron/navigationGuards';
import type { GuardedContents } from '../../../../main/host/electron/navigationGuards';
import { FakeWebContents, preventableEvent } from './fakeElectron';

function guarded() {
  const contents = new FakeWebContents('parley://app/index.html');
  const asked: string[] = [];
  guardWebContents(contents as unknown as GuardedContents, (url) => asked.push(url));
  return { contents, asked };
}

describe('guardWebContents', () => {
  it.each(['will-navigate', 'will-redirect', 'will-attach-webview'])('prevents %s', (name) => {
    const { contents } = guarded();
    const event = preventableEvent();
    contents.emit(name, event, 'https://evil.example/');
    expect(event.prevented).toBe(true);
  });

  it('denies every window.open and hands its URL to the link opener to decide', () => {
    const { contents, asked } = guarded();
    for (const url of ['https://example.com/docs', 'file:///etc/passwd', 'about:blank']) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(asked).toEqual(['https://example.com/docs', 'file:///etc/passwd', 'about:blank']);
  });
});

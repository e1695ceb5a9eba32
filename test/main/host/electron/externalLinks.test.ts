import { describe, expect, it } from 'vitest';
import { isExternalLink, openExternalLink } from '../../../../main/host/electron/externalLinks';

describe('isExternalLink', () => {
  it.each(['https://example.com/docs', 'https://example.com:8443/a?b#c'])('opens %s', (url) =>
    expect(isExternalLink(url)).toBe(true),
  );

  it.each([
    'http://localhost:5173/',
    'http://127.0.0.1:3000/x',
    'http://example.com/',
    'http://localhost.evil.example/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'parley://app/index.html',
    'smb://host/share',
    'vscode://file/etc/passwd',
    'mailto:someone@example.com',
    'about:blank',
    'not a url',
    '',
  ])('never opens %s', (url) => expect(isExternalLink(url)).toBe(false));
});

describe('openExternalLink', () => {
  it('reaches the shell only for external links, and says whether it opened one', async () => {
    const opened: string[] = [];
    const shell = { openExternal: async (url: string) => void opened.push(url) };
    expect(await openExternalLink(shell, 'https://example.com/')).toBe(true);
    expect(await openExternalLink(shell, 'file:///etc/passwd')).toBe(false);
    expect(opened).toEqual(['https://example.com/']);
  });

  it('answers false when no browser can open it', async () => {
    const shell = { openExternal: () => Promise.reject(new Error('no handler')) };
    expect(await openExternalLink(shell, 'https://example.com/')).toBe(false);
  });
});

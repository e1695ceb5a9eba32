import { describe, expect, it } from 'vitest';
import { hostRefusesPage } from '../../../renderer/src/api/hostRefusal';

/** A fetch that answers `status`, or fails as a host that is down does; it notes what it was asked. */
function fetcher(status: number | 'down') {
  const asked: { url: string; method: string | undefined }[] = [];
  const fetch = ((input: URL | string, init?: RequestInit) => {
    asked.push({ url: String(input), method: init?.method });
    return status === 'down'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status }));
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('hostRefusesPage', () => {
  it('asks the socket address over HTTP, token and all, and reads a 403 as a refusal', async () => {
    const { fetch, asked } = fetcher(403);
    await expect(hostRefusesPage('ws://127.0.0.1:4100/ws?token=old', fetch)).resolves.toBe(true);
    expect(asked).toEqual([{ url: 'http://127.0.0.1:4100/ws?token=old', method: 'HEAD' }]);
    const secure = fetcher(403);
    await hostRefusesPage('wss://localhost:4100/ws', secure.fetch);
    expect(secure.asked[0]!.url).toBe('https://localhost:4100/ws');
  });

  it('is no refusal when the host lets the page in, or is not there', async () => {
    await expect(hostRefusesPage('ws://h:1/ws', fetcher(404).fetch)).resolves.toBe(false);
    await expect(hostRefusesPage('ws://h:1/ws', fetcher(200).fetch)).resolves.toBe(false);
    await expect(hostRefusesPage('ws://h:1/ws', fetcher('down').fetch)).resolves.toBe(false);
  });
});

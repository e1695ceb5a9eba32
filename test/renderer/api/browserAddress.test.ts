import { describe, expect, it } from 'vitest';
import { socketUrl, splitToken } from '../../../renderer/src/api/browserAddress';

describe('splitToken', () => {
  it('takes the token out of the address and keeps everything else', () => {
    expect(splitToken('http://127.0.0.1:4000/?token=abc-123&x=1#frag')).toEqual({
      token: 'abc-123',
      cleanHref: 'http://127.0.0.1:4000/?x=1#frag',
    });
    expect(splitToken('http://127.0.0.1:4000/?token=abc')).toEqual({
      token: 'abc',
      cleanHref: 'http://127.0.0.1:4000/',
    });
  });

  it('has no token when the address has none or an empty one', () => {
    expect(splitToken('http://localhost:4000/').token).toBeNull();
    expect(splitToken('http://localhost:4000/?token=').token).toBeNull();
  });
});

describe('socketUrl', () => {
  it('points at /ws on the same host, carrying the token', () => {
    expect(socketUrl('http://127.0.0.1:4000/some/page?x=1', 'a.b~c')).toBe(
      'ws://127.0.0.1:4000/ws?token=a.b%7Ec',
    );
    expect(socketUrl('https://localhost:8443/', null)).toBe('wss://localhost:8443/ws');
  });
});

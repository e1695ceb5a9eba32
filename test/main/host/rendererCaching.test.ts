import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../main/host/rendererCaching';

describe('cacheControlFor', () => {
  it('lets the browser keep a content-hashed asset for good', () => {
    for (const asset of [
      '/assets/index-C2vcdn6M.js',
      '/assets/TerminalView-BmfB5bmM.css',
      '/assets/tokenize.worker-Bq_s-4qd.js',
    ]) {
      expect(cacheControlFor(asset)).toBe('private, max-age=31536000, immutable');
    }
  });

  it('asks again for the page and for any file whose name carries no hash', () => {
    for (const page of [
      '/',
      '/index.html',
      '/favicon.svg',
      '/assets/logo.svg',
      '/x/index-C2vcdn6M.js',
    ]) {
      expect(cacheControlFor(page)).toBe('no-cache');
    }
  });
});

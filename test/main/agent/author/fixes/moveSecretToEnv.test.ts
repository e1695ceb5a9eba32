import { describe, expect, it } from 'vitest';
import { moveSecretToEnv } from '../../../../../main/agent/author/fixes/moveSecretToEnv';
import { applyFix } from './applyFix';

const fix = (path: string, lines: string[], line: number) =>
  applyFix(moveSecretToEnv, path, lines, line);
const AWS_KEY = 'AKIA' + 'Z7QX4LMN2PB5R8TW';

describe('move-secret-to-env fix', () => {
  it('replaces the literal with an environment lookup in JavaScript and TypeScript', () => {
    expect(fix('src/aws.ts', [`export const accessKeyId = '${AWS_KEY}';`], 1)).toEqual({
      lines: ['export const accessKeyId = process.env.AWS_ACCESS_KEY_ID;'],
    });
    expect(fix('src/api.js', ['const apiKey = "sk-9f8e7d6c5b4a3210fedc";'], 1)).toEqual({
      lines: ['const apiKey = process.env.API_KEY;'],
    });
  });

  it('uses os.environ in Python and adds import os once, before the first import', () => {
    const lines = ['"""Settings."""', 'import sys', '', 'API_KEY = "sk-9f8e7d6c5b4a3210fedc"'];
    expect(fix('app/settings.py', lines, 4)).toEqual({
      lines: ['"""Settings."""', 'import os', 'import sys', '', 'API_KEY = os.environ["API_KEY"]'],
    });
    expect(fix('a.py', ['import os', 'password = "Tr0ub4dor&3xyz"'], 2)).toEqual({
      lines: ['import os', 'password = os.environ["PASSWORD"]'],
    });
  });

  it('refuses what an environment lookup cannot fix', () => {
    expect(fix('keys/id_rsa', ['-----BEGIN RSA ' + 'PRIVATE KEY-----'], 1)).toMatchObject({
      cannot: expect.stringContaining('delete the file'),
    });
    expect(fix('.env', ['STRIPE_SECRET=9sd8f7g6h5j4k3l2'], 1)).toMatchObject({
      cannot: expect.stringContaining('.gitignore'),
    });
    expect(fix('src/a.ts', [`const auth = 'Bearer ${AWS_KEY}';`], 1)).toMatchObject({
      cannot: expect.stringContaining('AWS_ACCESS_KEY_ID'),
    });
    expect(fix('main.go', [`key := "${AWS_KEY}"`], 1)).toMatchObject({
      cannot: expect.any(String),
    });
  });
});

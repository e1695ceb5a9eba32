import { describe, expect, it } from 'vitest';
import { secretsRule } from '../../../../../main/agent/review/rules/secrets';
import {
  envNameFor,
  findSecret,
  looksRandom,
} from '../../../../../main/agent/review/rules/secretScan';
import { addedFile } from '../../diffFixture';

// Built from parts so this test file itself holds no scannable secret.
const AWS_KEY = 'AKIA' + 'Z7QX4LMN2PB5R8TW';
const GITHUB_TOKEN = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const PEM_HEADER = '-----BEGIN RSA ' + 'PRIVATE KEY-----';

describe('committed-secret rule', () => {
  it('reports well-known key formats as errors without repeating the secret', () => {
    const file = addedFile('src/config.ts', [
      `export const awsKey = '${AWS_KEY}';`,
      `const token = "${GITHUB_TOKEN}";`,
      PEM_HEADER,
    ]);
    const findings = secretsRule.check([file]);
    expect(findings.map((f) => [f.line, f.severity])).toEqual([
      [1, 'error'],
      [2, 'error'],
      [3, 'error'],
    ]);
    expect(findings[0]?.comment).toContain('AWS access key id');
    expect(findings[0]?.comment).toContain('AWS_ACCESS_KEY_ID');
    expect(findings[1]?.comment).toContain('GitHub token');
    expect(findings[2]?.comment).toContain('Delete it');
    for (const f of findings) {
      expect(f.comment).not.toContain(AWS_KEY);
      expect(f.comment).not.toContain(GITHUB_TOKEN.slice(4));
    }
  });

  it('reports random-looking literals assigned to credential names', () => {
    const file = addedFile('app/settings.py', [
      'API_KEY = "sk-9f8e7d6c5b4a3210fedc"',
      'db_password = "Tr0ub4dor&3xyz"',
      "client = Client(apiKey='q8Zr2LmX0pVn4TsY')",
    ]);
    const findings = secretsRule.check([file]);
    expect(findings.map((f) => f.line)).toEqual([1, 2, 3]);
    expect(findings[0]?.comment).toContain('API_KEY');
    expect(findings[1]?.comment).toContain('DB_PASSWORD');
  });

  it('reads dotenv files, but not their documented templates', () => {
    const files = [
      addedFile('.env', ['STRIPE_SECRET=9sd8f7g6h5j4k3l2', 'PORT=3000']),
      addedFile('.env.example', ['STRIPE_SECRET=9sd8f7g6h5j4k3l2']),
    ];
    expect(secretsRule.check(files).map((f) => [f.file, f.line])).toEqual([['.env', 1]]);
  });

  it('stays quiet on placeholders, environment lookups, plain words and test fixtures', () => {
    const files = [
      addedFile('src/a.ts', [
        'const apiKey = process.env.API_KEY;',
        "const password = 'changeme123';",
        'const token = "<your-token-here>";',
        "const secret = '${SECRET}';",
        "const tokenHeader = 'X-CSRF-TOKEN';",
        "const passwordField = 'password';",
        "const AWS_EXAMPLE = 'AKIAIOSFODNN7EXAMPLE';",
      ]),
      addedFile('test/login.test.ts', ["const password = 'Tr0ub4dor&3xyz';"]),
    ];
    expect(secretsRule.check(files)).toEqual([]);
  });
});

describe('secret scanning helpers', () => {
  it('gives the span of the literal, quotes included, for the author to replace', () => {
    const text = `const key = '${AWS_KEY}';`;
    const found = findSecret(text, 'src/a.ts');
    expect(found && text.slice(found.start, found.end)).toBe(`'${AWS_KEY}'`);
    const assigned = 'password = "Tr0ub4dor&3xyz"';
    const span = findSecret(assigned, 'a.py');
    expect(span && assigned.slice(span.start, span.end)).toBe('"Tr0ub4dor&3xyz"');
  });

  it('judges randomness by length, digits and entropy', () => {
    expect(looksRandom('Tr0ub4dor&3xyz')).toBe(true);
    expect(looksRandom('production')).toBe(false);
    expect(looksRandom('aaaaaaaa1')).toBe(false);
    expect(looksRandom('short1')).toBe(false);
  });

  it('names environment variables in upper snake case', () => {
    expect(envNameFor('apiKey')).toBe('API_KEY');
    expect(envNameFor('db-password')).toBe('DB_PASSWORD');
    expect(envNameFor('GITHUB_TOKEN')).toBe('GITHUB_TOKEN');
  });
});

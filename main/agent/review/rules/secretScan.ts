import { basenameOf, isTestFile } from '../fileKinds';

/**
 * Finds a committed secret in one line of text: well-known key formats
 * first (their shape alone is proof), then a quoted literal assigned to a
 * secret-sounding name, judged by its randomness. Shared by the secrets rule
 * (to report) and the author (to move the value to an environment variable).
 */
export interface SecretMatch {
  /** What it is, for the comment: "AWS access key id". */
  readonly label: string;
  /** The secret value's span in the line, quotes included when quoted. */
  readonly start: number;
  readonly end: number;
  /** The environment variable the value belongs in. */
  readonly envName: string;
}

interface KnownFormat {
  readonly label: string;
  readonly pattern: RegExp;
  readonly envName: string;
}

/** Formats from the vendors' documentation (the prefixes are fixed by design). */
const KNOWN_FORMATS: readonly KnownFormat[] = [
  {
    label: 'private key',
    pattern: /-----BEGIN ([A-Z]+ )*PRIVATE KEY( BLOCK)?-----/,
    envName: 'PRIVATE_KEY',
  },
  {
    label: 'AWS access key id',
    pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/,
    envName: 'AWS_ACCESS_KEY_ID',
  },
  {
    label: 'GitHub token',
    pattern: /\b(gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22,})\b/,
    envName: 'GITHUB_TOKEN',
  },
  { label: 'Slack token', pattern: /\bxox[baprs]-[A-Za-z0-9-]{10,}\b/, envName: 'SLACK_TOKEN' },
  {
    label: 'Stripe secret key',
    pattern: /\b[sr]k_live_[A-Za-z0-9]{20,}\b/,
    envName: 'STRIPE_SECRET_KEY',
  },
];

/** Names whose value is a credential: api_key, apiKey, DB_PASSWORD, clientSecret, authToken… */
const SECRET_NAME =
  /(api_?key|secret(_?key)?|access_?token|auth_?token|token|password|passwd|private_?key|credentials?)$/i;
/** `name = "value"`, `name: 'value'`, `"name": "value"`, `name => "value"`. */
const ASSIGNED_LITERAL = /([A-Za-z_][\w-]*)["']?\s*(?:=|:|=>)\s*(["'`])([^"'`\s]{8,})\2/g;
/** `NAME=value` in a dotenv file. */
const DOTENV_LINE = /^\s*(?:export\s+)?([A-Za-z_][\w]*)\s*=\s*(["']?)([^"'\s#]{8,})\2\s*(#.*)?$/;
/** Values that are clearly not real: documentation placeholders and templates. */
const PLACEHOLDER =
  /example|sample|changeme|change_me|placeholder|dummy|your|redacted|xxxx|\*\*\*|<|\$\{|\{\{|%\(|process\.env|os\.environ/i;

export function findSecret(text: string, path: string): SecretMatch | null {
  const known = findKnownFormat(text);
  if (known !== null) return known;
  // Tests use made-up passwords on purpose; only the unmistakable formats count there.
  if (isTestFile(path) || isTemplateFile(path)) return null;
  return isDotenv(path) ? findDotenvValue(text) : findAssignedLiteral(text);
}

function findKnownFormat(text: string): SecretMatch | null {
  for (const format of KNOWN_FORMATS) {
    const match = format.pattern.exec(text);
    if (match === null || PLACEHOLDER.test(match[0])) continue;
    const span = widenToQuotes(text, match.index, match.index + match[0].length);
    return { label: format.label, envName: format.envName, ...span };
  }
  return null;
}

function findAssignedLiteral(text: string): SecretMatch | null {
  for (const match of text.matchAll(ASSIGNED_LITERAL)) {
    const [whole, name = '', , value = ''] = match;
    if (!SECRET_NAME.test(name.replace(/-/g, '_')) || !looksRandom(value)) continue;
    const start = match.index + whole.length - value.length - 2;
    return {
      label: `hard-coded ${name}`,
      start,
      end: start + value.length + 2,
      envName: envNameFor(name),
    };
  }
  return null;
}

function findDotenvValue(text: string): SecretMatch | null {
  const match = DOTENV_LINE.exec(text);
  if (match === null) return null;
  const [, name = '', quote = '', value = ''] = match;
  if (!SECRET_NAME.test(name) || !looksRandom(value)) return null;
  const start = text.indexOf(quote + value);
  return {
    label: `hard-coded ${name}`,
    start,
    end: start + value.length + 2 * quote.length,
    envName: name,
  };
}

/**
 * A real credential is long and varied; names, words and settings are not.
 * Shannon entropy of at least 3 bits per character, and a digit or a length
 * of 20 or more (so "production" or "X-CSRF-TOKEN" pass).
 */
export function looksRandom(value: string): boolean {
  if (value.length < 8 || PLACEHOLDER.test(value)) return false;
  if (!/\d/.test(value) && value.length < 20) return false;
  return shannonEntropy(value) >= 3;
}

export function shannonEntropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** apiKey → API_KEY, db-password → DB_PASSWORD. */
export function envNameFor(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

function widenToQuotes(text: string, start: number, end: number): { start: number; end: number } {
  const before = text[start - 1];
  if (before !== undefined && `'"\``.includes(before) && text[end] === before) {
    return { start: start - 1, end: end + 1 };
  }
  return { start, end };
}

function isDotenv(path: string): boolean {
  return basenameOf(path).startsWith('.env');
}

/** Files that document settings with made-up values: .env.example, config.sample.yml… */
function isTemplateFile(path: string): boolean {
  return /\.(example|sample|template|dist)(\.|$)/i.test(basenameOf(path));
}

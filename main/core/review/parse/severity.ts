import type { Severity } from '../../../../shared/contract';

/**
 * The words reviewers use for how bad a finding is, mapped onto Parley's three
 * severities. Agents follow their own habits (critical/major/nit, P0-P3,
 * emoji), so the vocabulary is wide; a word not in it is not a severity.
 */
const severityWords: ReadonlyMap<string, Severity> = new Map([
  ...words('error', [
    'error',
    'errors',
    'critical',
    'blocker',
    'blocking',
    'high',
    'major',
    'severe',
    'fatal',
    'bug',
    'security',
    'must-fix',
    'p0',
    'p1',
  ]),
  ...words('warning', [
    'warning',
    'warnings',
    'warn',
    'medium',
    'moderate',
    'should-fix',
    'caution',
    'important',
    'p2',
  ]),
  ...words('suggestion', [
    'suggestion',
    'suggestions',
    'suggest',
    'minor',
    'nit',
    'nitpick',
    'info',
    'information',
    'low',
    'style',
    'note',
    'optional',
    'trivial',
    'hint',
    'p3',
  ]),
]);

function words(severity: Severity, list: readonly string[]): [string, Severity][] {
  return list.map((word) => [word, severity]);
}

/** The severity a word names, or null when it names none. */
export function severityFromWord(word: string): Severity | null {
  const lower = word.toLowerCase();
  // A word already spelled as in the table is its own key (most are).
  const direct = severityWords.get(lower);
  if (direct) return direct;
  const key = lower.replace(/[\s_]+/g, '-').replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return severityWords.get(key) ?? null;
}

/**
 * The severity named anywhere in a field value such as "**High**", "🔴 critical"
 * or "minor (style)": the first word that names one.
 */
export function severityFromText(text: string): Severity | null {
  const whole = severityFromWord(text);
  if (whole) return whole;
  for (const word of text.split(/[^A-Za-z0-9_-]+/)) {
    const severity = word ? severityFromWord(word) : null;
    if (severity) return severity;
  }
  return null;
}

import { addedLineRule, excerpt } from './rule';
import { findSecret } from './secretScan';

/**
 * Committed secrets in added lines: private keys, AWS access key ids, GitHub
 * / Slack / Stripe tokens, and random-looking literals assigned to names such
 * as api_key or password (see secretScan.ts for what counts). The comment
 * never repeats the secret: it shows the line with the value masked.
 */
export const secretsRule = addedLineRule(
  'committed-secret',
  () => true,
  ({ text }, path) => {
    const secret = findSecret(text, path);
    if (secret === null) return null;
    const masked = `${text.slice(0, secret.start)}"***"${text.slice(secret.end)}`;
    const where =
      secret.label === 'private key'
        ? 'Delete it from the repository'
        : `Read it from the environment variable ${secret.envName} instead`;
    return {
      severity: 'error',
      comment: `Committed secret (${secret.label}) in \`${excerpt(masked)}\`: anyone who can read the repository can use it. ${where}, and rotate it.`,
    };
  },
);

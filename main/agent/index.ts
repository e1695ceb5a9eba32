import { TURN_END_TOKEN_ENV, turnEndSequence } from '../core/sessions/turnSignals/turnEndMarker';
import { AgentSession } from './agentSession';
import { Repl } from './terminal/repl';

/**
 * parley-agent's entry point (started by bin/parley-agent.js): a terminal
 * program that reads keys from stdin (raw mode on a TTY) and writes to stdout,
 * so Parley drives it in a PTY exactly as it drives any agent CLI.
 */
const USAGE = [
  'Usage: parley-agent [--delay-ms N]',
  '',
  "Parley's built-in deterministic agent. Paste a Parley review request or review",
  'feedback at its prompt and press Enter.',
  '',
  '  --delay-ms N   wait N ms (with the busy line shown) before each answer',
  '  --help         show this help',
].join('\n');

function parseDelay(argv: readonly string[]): number | string {
  const at = argv.indexOf('--delay-ms');
  if (at === -1) return 0;
  const value = Number(argv[at + 1]);
  return Number.isInteger(value) && value >= 0
    ? value
    : '--delay-ms needs a whole number of milliseconds';
}

function main(argv: readonly string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const unknown = argv.filter(
    (a, i) => a.startsWith('-') && a !== '--delay-ms' && argv[i - 1] !== '--delay-ms',
  );
  const delayMs = parseDelay(argv);
  if (typeof delayMs === 'string' || unknown.length > 0) {
    process.stderr.write(
      `parley-agent: ${typeof delayMs === 'string' ? delayMs : `unknown option ${unknown[0]}`}\n${USAGE}\n`,
    );
    process.exitCode = 2;
    return;
  }
  const session = new AgentSession(process.cwd());
  const repl = new Repl(
    {
      write: (text) => process.stdout.write(text),
      columns: () => process.stdout.columns || 80,
      exit: (code) => {
        if (process.stdin.isTTY) process.stdin.setRawMode(false);
        process.stdout.write('', () => process.exit(code));
      },
    },
    async (request) => session.respond(request),
    { delayMs, turnEndMarker: turnEndMarkerOf(process.env) },
  );
  if (process.stdin.isTTY) process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (data: string) => repl.input(data));
  process.stdin.on('end', () => repl.end());
  repl.start();
}

/** Parley's turn-end marker when it started this session (it set the token), else nothing. */
function turnEndMarkerOf(env: NodeJS.ProcessEnv): string {
  const token = env[TURN_END_TOKEN_ENV];
  return token ? turnEndSequence(token) : '';
}

main(process.argv.slice(2));

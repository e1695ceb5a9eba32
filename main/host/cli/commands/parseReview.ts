import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSavedAnswer } from '../../../core/review/parse/savedAnswer';
import {
  isTerminalCapture,
  renderTerminalCapture,
} from '../../../core/sessions/screen/terminalCapture';
import type { CliCommand, CliIo } from '../command';
import { EXIT_OK, EXIT_USAGE, UsageError, parseFlags } from '../command';
import { commentJson } from '../commentJson';
import { looksBinary } from '../../../core/text/binaryText';

const usage = `Usage: parley parse-review [--json] [FILE]

Reads a reviewer's answer from FILE (or from stdin when no FILE is given) and
prints what Parley reads in it, as JSON:

  {"verdict": "approved" | "changes-requested" | "needs-discussion" | null,
   "comments": [{"findingId"?, "file", "line", "endLine"?, "severity", "comment",
                 "suggestion"?}],
   "rulings"?: [{"id", "ruling": "resolved" | "open" | "withdrawn", "note"?}]}

severity is error, warning or suggestion; endLine is there for a line range;
findingId when a comment names the finding it states (FINDING: F2). rulings
are what the answer says of earlier findings ("FINDING F1: RESOLVED"), when
it says any.
When the text holds a Parley-marked answer (<<<PARLEY:BEGIN:…>>> … END), only
the last complete one counts; a prompt echo never does.

A raw terminal capture (from \`script\`, or a phase transcript under Parley's
data folder: colours, cursor moves, redrawn lines) is read as the screen
showed it.

  --json   one compact line of JSON (default: indented JSON, for people)

Exit status: 0 when a verdict or a comment was read; 2 when the file cannot be
read, or the text holds no review in a format Parley reads (the reason is
printed on stderr).
`;

/** Stdin or a file bigger than this is not an answer: refuse it rather than fill memory. */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

export const parseReviewCommand: CliCommand = {
  name: 'parse-review',
  summary: "Parse a reviewer's answer (file or stdin) and print the review as JSON",
  usage,
  async run(args, io) {
    const { values, positionals } = parseFlags(args, { json: { type: 'boolean' } }, true);
    if (positionals.length > 1) throw new UsageError('give at most one FILE.');
    const file = positionals[0];
    const input = file === undefined ? await readStdin(io) : await readAnswerFile(io, file);
    if (typeof input !== 'string') {
      io.stderr.write(`parley parse-review: ${input.error}\n`);
      return EXIT_USAGE;
    }
    const text = isTerminalCapture(input) ? await renderTerminalCapture(input) : input;
    const parsed = parseSavedAnswer(text);
    if (parsed.malformed) {
      io.stderr.write(`parley parse-review: no review found. ${parsed.problem ?? ''}\n`);
      return EXIT_USAGE;
    }
    const output = {
      verdict: parsed.verdict,
      comments: parsed.comments.map(commentJson),
      ...(parsed.rulings ? { rulings: parsed.rulings } : {}),
    };
    io.stdout.write(`${JSON.stringify(output, null, values.json ? undefined : 2)}\n`);
    return EXIT_OK;
  },
};

async function readAnswerFile(io: CliIo, file: string): Promise<string | { error: string }> {
  const absolute = path.resolve(io.cwd, file);
  try {
    const bytes = await readFile(absolute);
    if (bytes.length > MAX_INPUT_BYTES) return { error: `${file} is over 64 MB: not an answer.` };
    if (looksBinary(bytes)) return { error: `${file} is not text (binary data): not an answer.` };
    return bytes.toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
    return { error: `cannot read ${file}: ${why}.` };
  }
}

async function readStdin(io: CliIo): Promise<string | { error: string }> {
  if ((io.stdin as { isTTY?: boolean }).isTTY) {
    io.stderr.write('Reading the answer from stdin (end it with Ctrl-D)…\n');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of io.stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_INPUT_BYTES) return { error: 'stdin is over 64 MB: not an answer.' };
    chunks.push(bytes);
  }
  const bytes = Buffer.concat(chunks);
  if (looksBinary(bytes)) return { error: 'stdin is not text (binary data): not an answer.' };
  return bytes.toString('utf8');
}

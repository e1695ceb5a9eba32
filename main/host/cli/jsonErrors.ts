import type { CliIo } from './command';

/**
 * Runs a command whose `--json` promises one JSON line last on stdout: when
 * it fails instead, that line is `{"error": …}`, so a script reading it
 * learns why no review came; the error goes on to stderr as it always does.
 */
export async function withJsonErrors(
  args: readonly string[],
  io: CliIo,
  run: () => Promise<number>,
): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (args.includes('--json')) {
      const message = error instanceof Error ? error.message : String(error);
      io.stdout.write(`${JSON.stringify({ error: message })}\n`);
    }
    throw error;
  }
}

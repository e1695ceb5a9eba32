import type { ParleyCore } from '../../core/api';

const CLI_CLIENT = { clientId: 'parley-cli' };

/**
 * Tells the user on stderr what the core found wrong in the data folder (a
 * damaged store file kept aside, reviews left out): the app shows these in
 * its window, a command-line run has only stderr. Those found at start are
 * printed at once, later ones as they come. Answers how to stop listening.
 */
export async function printStoreProblems(
  core: ParleyCore,
  stderr: NodeJS.WritableStream,
): Promise<() => void> {
  const printed = new Set<string>();
  const print = (message: string) => {
    if (printed.has(message)) return;
    printed.add(message);
    stderr.write(`parley: ${message}\n`);
  };
  // Listening first: a problem reported while app:info answers is printed once, not missed.
  const unsubscribe = core.onEvent((event) => {
    if (event.name === 'app:did-report-problem') print(event.payload.message);
  });
  const info = await core.handlers['app:info']({}, CLI_CLIENT);
  info.problems.forEach(print);
  return unsubscribe;
}

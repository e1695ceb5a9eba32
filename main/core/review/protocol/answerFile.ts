/**
 * The answer file: where an agent with no structured turn signal writes its
 * whole answer besides printing it. A TUI that redraws in place never shows
 * the top of an answer taller than its screen, so the screen alone would lose
 * it. Named by the round's nonce, so a file left from another round never
 * counts. Shared by the prompt builder (which names it) and whoever follows
 * the prompt (parley-agent, tests' scripted models).
 */

export const ANSWERS_FOLDER = '.parley/answers';

/** The answer file's path relative to the workspace, for this round's nonce. */
export function answerFileFor(nonce: string): string {
  return `${ANSWERS_FOLDER}/answer-${nonce}.md`;
}

/** The sentence in a prompt that asks for the answer file. */
export function answerFileInstruction(relativePath: string): string {
  return `Also write your whole answer, markers included, to the file ${relativePath}.`;
}

/** Reads the answer file's path back from a prompt (what an agent does when it follows it). */
export function answerFileFromInstruction(prompt: string): string | null {
  const match = /Also write your whole answer, markers included, to the file (\S+?)\.(?:\s|$)/.exec(
    prompt,
  );
  return match?.[1] ?? null;
}

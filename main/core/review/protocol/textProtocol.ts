/**
 * The lines of the text protocol between Parley and an agent (the markers,
 * the verdict line, the prompt-file pointer, numbered diff lines), shared by
 * the prompt builder (which writes them) and parley-agent (which reads them
 * like any agent would).
 */

/**
 * Per-round answer markers. The prompt spells each marker in two parts, so the
 * prompt's own echo on the terminal never contains a complete marker: only an
 * answer written after the prompt can.
 */
export interface AnswerMarkers {
  readonly begin: string;
  readonly end: string;
}

const MARKER_HEAD = '<<<PARLEY';

export function markersFor(nonce: string): AnswerMarkers {
  return { begin: `${MARKER_HEAD}:BEGIN:${nonce}>>>`, end: `${MARKER_HEAD}:END:${nonce}>>>` };
}

/** The sentence in a prompt that tells the agent how to write the markers. */
export function markerInstruction(nonce: string): string {
  return [
    `Start your answer with a line holding only the begin marker: "${MARKER_HEAD}" immediately followed by ":BEGIN:${nonce}>>>".`,
    `End your answer with a line holding only the end marker: "${MARKER_HEAD}" immediately followed by ":END:${nonce}>>>".`,
    'Write each marker as one unbroken word with nothing else on its line.',
  ].join('\n');
}

/** The verdicts a reviewer may give, spelled as the prompt asks for them. */
export const VERDICT_WORDS = ['APPROVED', 'CHANGES_REQUESTED', 'NEEDS_DISCUSSION'] as const;
export type VerdictWord = (typeof VERDICT_WORDS)[number];

/**
 * The reviewer's verdict line: "VERDICT <nonce>: APPROVED". Only a line that
 * carries this round's nonce is the reviewer's own verdict: the diff was
 * captured before the nonce was drawn, so a verdict quoted from it (or from
 * any other round) never carries it.
 */
export function verdictLine(nonce: string, verdict: VerdictWord): string {
  return `VERDICT ${nonce}: ${verdict}`;
}

/**
 * The sentence in a prompt that asks for the verdict line. It never puts
 * "VERDICT <nonce>:" and a verdict word together, so an echo of it (even one
 * a reviewer quotes inside its answer) approves nothing.
 */
export function verdictInstruction(nonce: string): string {
  return [
    'After the blocks, end with one line of its own, in plain text (not in a code block, a quote',
    `or backticks): the word VERDICT, a space, this round's nonce ${nonce}, a colon, a space,`,
    'then exactly one of:',
  ].join('\n');
}

/** Reads the nonce back from a marker instruction (what an agent does when it follows it). */
export function nonceFromInstruction(prompt: string): string | null {
  const match = /followed by ":BEGIN:([A-Za-z0-9_-]+)>>>"/.exec(prompt);
  return match?.[1] ?? null;
}

/** The one line pasted instead of a long prompt, which is written to a file. */
export function promptFilePointer(relativePath: string): string {
  return `Read the Parley request in the file ${relativePath} and follow its instructions exactly.`;
}

export function promptFileFromPointer(text: string): string | null {
  const match =
    /Read the Parley request in the file (\S+) and follow its instructions exactly\./.exec(text);
  return match?.[1] ?? null;
}

/**
 * A diff line as the prompt shows it: the new-file line number (blank for a
 * removed line), the diff marker, the text. Reviewers cite the number.
 * e.g. "  12 + const x = 1;"  or  "     - const y = 2;"
 */
export function numberedDiffLine(
  newLine: number | null,
  kind: 'add' | 'del' | 'context',
  text: string,
  width: number,
): string {
  const num = newLine === null ? ''.padStart(width) : String(newLine).padStart(width);
  const mark = kind === 'add' ? '+' : kind === 'del' ? '-' : ' ';
  return `${num} ${mark} ${text}`;
}

export const NUMBERED_DIFF_LINE = /^\s*(\d+)?\s([+\- ])\s(.*)$/;

/** The nonce a pair of markers was made from (the inverse of markersFor). */
export function nonceOfMarkers(markers: AnswerMarkers): string {
  return markers.begin.slice(`${MARKER_HEAD}:BEGIN:`.length, -'>>>'.length);
}

import { corpusPresent, corpusText } from '../../../../support/sharedCorpus';

export interface IndexRow {
  readonly file: string;
  readonly files: number;
  readonly added: number;
  readonly removed: number;
}

export interface IndexFileEntry {
  readonly path: string;
  readonly added: number;
  readonly removed: number;
  readonly tags: readonly string[];
}

export interface IndexFileList {
  readonly listed: readonly IndexFileEntry[];
  /** "... and N more sections" */
  readonly more: number;
}

/** The corpus INDEX.md: its main table and its "Files changed per diff" lists (empty without the corpus). */
export function readCorpusIndex(): { rows: IndexRow[]; lists: Map<string, IndexFileList> } {
  const text = corpusPresent ? corpusText('INDEX.md') : '';
  const rows: IndexRow[] = [];
  for (const line of text.split('\n')) {
    const m = /^\| \d+ \| `([^`]+)` \| .*? \| (\d+) \| (\d+) \| (\d+) \|/.exec(line);
    if (m) rows.push({ file: m[1]!, files: +m[2]!, added: +m[3]!, removed: +m[4]! });
  }
  const lists = new Map<string, IndexFileList>();
  const perDiff = text.slice(text.indexOf('## Files changed per diff'));
  for (const block of perDiff.split('\n### ').slice(1)) {
    const [name = '', ...lines] = block.split('\n');
    const listed: IndexFileEntry[] = [];
    let more = 0;
    for (const line of lines) {
      const entry = /^- `(.*)` \+(\d+) -(\d+)(?: \[(.*)\])?$/.exec(line);
      if (entry) {
        const tags = entry[4] ? entry[4].split(',').map((t) => t.trim()) : [];
        listed.push({ path: entry[1]!, added: +entry[2]!, removed: +entry[3]!, tags });
      }
      const rest = /^- \.\.\. and (\d+) more sections$/.exec(line);
      if (rest) more = +rest[1]!;
    }
    lists.set(name.trim(), { listed, more });
  }
  return { rows, lists };
}

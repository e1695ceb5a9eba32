import type { FileDraft } from './fileDraft';
import { unquotePath } from './quotedPath';

type HeaderRule = readonly [prefix: string, apply: (draft: FileDraft, value: string) => void];

const percent = (value: string): number | null => {
  const n = parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : null;
};

/** Combined diffs list one value per parent ("100644,100644"); the first parent stands for old. */
const firstOf = (value: string): string => value.split(',')[0] ?? value;

const RULES: readonly HeaderRule[] = [
  ['old mode ', (d, v) => (d.oldMode = v)],
  ['new mode ', (d, v) => (d.newMode = v)],
  [
    'deleted file mode ',
    (d, v) => {
      d.deletedFile = true;
      d.oldMode = firstOf(v);
    },
  ],
  [
    'new file mode ',
    (d, v) => {
      d.newFile = true;
      d.newMode = v;
    },
  ],
  ['rename from ', (d, v) => (d.renameFrom = unquotePath(v))],
  ['rename to ', (d, v) => (d.renameTo = unquotePath(v))],
  // Spelling of git before 2005-06.
  ['rename old ', (d, v) => (d.renameFrom = unquotePath(v))],
  ['rename new ', (d, v) => (d.renameTo = unquotePath(v))],
  ['copy from ', (d, v) => (d.copyFrom = unquotePath(v))],
  ['copy to ', (d, v) => (d.copyTo = unquotePath(v))],
  ['similarity index ', (d, v) => (d.similarity = percent(v))],
  ['dissimilarity index ', (d, v) => (d.dissimilarity = percent(v))],
  ['index ', applyIndex],
  // Combined diffs: "mode 100644,100644..100755".
  [
    'mode ',
    (d, v) => {
      const [old, now] = v.split('..');
      d.oldMode = old === undefined ? null : firstOf(old);
      d.newMode = now ?? null;
    },
  ],
];

/** Applies a git extended header line ("rename from x", "index a..b 100644") if it is one. */
export function applyExtendedHeader(draft: FileDraft, line: string): boolean {
  for (const [prefix, apply] of RULES) {
    if (line.startsWith(prefix)) {
      apply(draft, line.slice(prefix.length));
      return true;
    }
  }
  return false;
}

/** "index abc..def 100644" (mode when unchanged) or, combined, "index a,b..c". */
function applyIndex(draft: FileDraft, value: string): void {
  const [hashes = '', mode] = value.split(' ');
  const [old, now] = hashes.split('..');
  draft.oldHash = old === undefined ? null : firstOf(old);
  draft.newHash = now ?? null;
  if (mode) {
    draft.oldMode ??= mode;
    draft.newMode ??= mode;
  }
}

/**
 * Paths as git prints them in diff headers: plain, or C-quoted
 * ("a/post\timage.txt", "a/\346\227\245.txt") when they hold special or, with
 * core.quotepath on, non-ASCII bytes. Octal escapes are UTF-8 bytes.
 */

const SIMPLE_ESCAPES: Readonly<Record<string, number>> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92,
};

/** A quoted string read at `start`: the decoded text and the index just after it. */
export interface QuotedToken {
  readonly value: string;
  readonly end: number;
}

/** Reads a C-quoted string starting at s[start] === '"'; null when it is not closed. */
export function readQuoted(s: string, start: number): QuotedToken | null {
  const bytes: number[] = [];
  let i = start + 1;
  while (i < s.length) {
    const ch = String.fromCodePoint(s.codePointAt(i)!);
    if (ch === '"') return { value: Buffer.from(bytes).toString('utf8'), end: i + 1 };
    if (ch !== '\\') {
      // core.quotepath=false leaves non-ASCII characters unescaped inside the quotes.
      bytes.push(...Buffer.from(ch, 'utf8'));
      i += ch.length;
      continue;
    }
    const next = s[i + 1];
    if (next === undefined) return null;
    const octal = /^[0-7]{3}/.exec(s.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8) & 0xff);
      i += 4;
    } else {
      bytes.push(SIMPLE_ESCAPES[next] ?? next.charCodeAt(0));
      i += 2;
    }
  }
  return null;
}

/** A path field that may be quoted; anything after a closing quote is ignored. */
export function unquotePath(field: string): string {
  if (field.startsWith('"')) {
    const token = readQuoted(field, 0);
    if (token) return token.value;
  }
  return field;
}

/** Drops the first path component ("a/x/y" -> "x/y"), as `patch -p1` does. */
export function stripPrefix(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? path : path.slice(slash + 1);
}

/**
 * The two names of a `diff --git` line (the text after "diff --git "), without
 * their a/ b/ prefixes. Unquoted names may hold spaces, so for those the line
 * is split where both halves name the same file, as git itself does; a rename
 * whose names cannot be told apart here gets them from its rename headers.
 */
export function parseGitHeaderNames(rest: string): { old: string; new: string } | null {
  if (rest.startsWith('"')) {
    const first = readQuoted(rest, 0);
    if (!first || rest[first.end] !== ' ') return null;
    const second = rest.slice(first.end + 1);
    return { old: stripPrefix(first.value), new: stripPrefix(unquotePath(second)) };
  }
  const quotedSecond = rest.indexOf(' "');
  if (quotedSecond !== -1 && rest.endsWith('"')) {
    const second = readQuoted(rest, quotedSecond + 1);
    if (second && second.end === rest.length) {
      return { old: stripPrefix(rest.slice(0, quotedSecond)), new: stripPrefix(second.value) };
    }
  }
  return splitSameName(rest);
}

function splitSameName(rest: string): { old: string; new: string } | null {
  // Equal halves around the middle space: "a/x y b/x y" (prefixes) or "x y x y" (--no-prefix).
  if (rest.length % 2 === 1) {
    const half = (rest.length - 1) / 2;
    if (rest[half] === ' ') {
      const left = rest.slice(0, half);
      const right = rest.slice(half + 1);
      if (left === right) return { old: left, new: right };
      const l = stripPrefix(left);
      const r = stripPrefix(right);
      if (l === r && l !== left) return { old: l, new: r };
    }
  }
  // Names that differ without spaces (renames in old diff-tree output): split at the only space.
  const parts = rest.split(' ');
  if (parts.length === 2) return { old: stripPrefix(parts[0]!), new: stripPrefix(parts[1]!) };
  return null;
}

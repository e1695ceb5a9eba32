import { basenameOf, extensionOf, isJsLike, isPython } from '../../review/fileKinds';
import { findSecret } from '../../review/rules/secretScan';
import { NOT_FOUND, cannot, nearestLine, type Fixer, type Plan } from './fix';

/**
 * Moves a committed secret out of the code: its quoted literal becomes an
 * environment lookup (`process.env.API_KEY` in JavaScript/TypeScript,
 * `os.environ["API_KEY"]` in Python, adding `import os` when missing,
 * `ENV.fetch("API_KEY")` in Ruby). Not done where that is no fix: a private
 * key or a dotenv file (the file itself must leave the repository), a value
 * inside a longer string, other languages. Either way the secret was
 * published and must be rotated; the answer says so.
 */
export const moveSecretToEnv: Fixer = {
  id: 'move-secret-to-env',
  wants: (comment) =>
    /secret|api.?key|password|passwd|token|credential|private key|access key/i.test(comment),
  plan(file, line): Plan {
    const index = nearestLine(file.lines, line, (text) => findSecret(text, file.path) !== null);
    if (index === -1) return NOT_FOUND;
    const text = file.lines[index] ?? '';
    const secret = findSecret(text, file.path);
    if (secret === null) return NOT_FOUND;
    if (secret.label === 'private key') {
      return cannot(
        'a committed private key cannot be moved: delete the file from the repository and rotate the key',
      );
    }
    if (basenameOf(file.path).startsWith('.env')) {
      return cannot(
        'a dotenv file holds secrets by design: keep it out of the repository (.gitignore) and rotate the value',
      );
    }
    const quoted = /^['"`]/.test(text.slice(secret.start, secret.end));
    const lookup = lookupFor(file.path, secret.envName);
    if (!quoted || lookup === null) {
      return cannot(
        `cannot move this value to an environment variable here: set ${secret.envName} by hand and rotate it`,
      );
    }
    const replaced = text.slice(0, secret.start) + lookup + text.slice(secret.end);
    const summary = `moved the secret to the environment variable ${secret.envName} (rotate the old value: it was committed)`;
    const replace = { start: index, deleteCount: 1, insert: [replaced] };
    if (isPython(file.path) && !importsOs(file.lines)) {
      const addImport = { start: importLine(file.lines), deleteCount: 0, insert: ['import os'] };
      return { kind: 'edit', edits: [replace, addImport], summary };
    }
    return { kind: 'edit', edits: [replace], summary };
  },
};

function lookupFor(path: string, name: string): string | null {
  if (isJsLike(path)) return `process.env.${name}`;
  if (isPython(path)) return `os.environ["${name}"]`;
  if (extensionOf(path) === 'rb') return `ENV.fetch("${name}")`;
  return null;
}

function importsOs(lines: readonly string[]): boolean {
  return lines.some((l) => /^\s*import\s+([\w.]+\s*,\s*)*os\b|^\s*from\s+os\s+import\s/.test(l));
}

/** Where `import os` goes: before the first import, else after a shebang / encoding line. */
function importLine(lines: readonly string[]): number {
  const firstImport = lines.findIndex(
    (l) => /^(import|from)\s/.test(l) && !/^from\s+__future__/.test(l),
  );
  if (firstImport !== -1) return firstImport;
  let at = 0;
  while (at < lines.length && /^#/.test(lines[at] ?? '')) at++;
  return at;
}

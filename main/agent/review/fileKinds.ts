/**
 * What kind of file a diff path is, judged from its name alone. Rules use it
 * to stay quiet where a pattern is no problem (console.log in a test, a long
 * line in prose).
 */

/** Comment and string syntax family of a file, as far as the rules care. */
export type Syntax = 'c-like' | 'python' | 'ruby' | 'hash' | 'markup' | 'prose' | 'other';

const C_LIKE = new Set([
  'js',
  'jsx',
  'mjs',
  'cjs',
  'ts',
  'tsx',
  'mts',
  'cts',
  'vue',
  'svelte',
  'java',
  'kt',
  'kts',
  'scala',
  'go',
  'rs',
  'c',
  'h',
  'cc',
  'cpp',
  'hpp',
  'cs',
  'swift',
  'dart',
  'php',
  'groovy',
]);
const JS_LIKE = new Set(['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue', 'svelte']);
const HASH_COMMENTS = new Set(['sh', 'bash', 'zsh', 'yml', 'yaml', 'toml', 'r', 'pl', 'ps1']);
const MARKUP = new Set(['html', 'htm', 'xml', 'svg']);
const PROSE = new Set(['md', 'markdown', 'mdx', 'txt', 'rst', 'adoc']);
const CODE = new Set([...C_LIKE, 'py', 'rb', 'sh', 'bash', 'pl', 'r', 'lua', 'ex', 'exs']);
/** Machine-written files nobody reviews line by line. */
const GENERATED =
  /(^|\/)(package-lock\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb|Cargo\.lock|poetry\.lock|Gemfile\.lock|go\.sum)$|\.(min\.js|min\.css|map|snap|lock)$/;

export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function basenameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function syntaxOf(path: string): Syntax {
  const ext = extensionOf(path);
  if (C_LIKE.has(ext)) return 'c-like';
  if (ext === 'py') return 'python';
  if (ext === 'rb') return 'ruby';
  if (HASH_COMMENTS.has(ext) || basenameOf(path).startsWith('.env')) return 'hash';
  if (MARKUP.has(ext)) return 'markup';
  if (PROSE.has(ext)) return 'prose';
  return 'other';
}

export function isJsLike(path: string): boolean {
  return JS_LIKE.has(extensionOf(path));
}

export function isPython(path: string): boolean {
  return extensionOf(path) === 'py';
}

export function isTestFile(path: string): boolean {
  return (
    /(^|\/)(t|tests?|__tests__|spec|specs|e2e)\//.test(path) ||
    /\.(test|spec|e2e)\.[a-z]+$/i.test(path) ||
    /(^|\/)test_[^/]+\.py$|_test\.(py|go|rb)$|_spec\.rb$/.test(path)
  );
}

/** Programs whose job is to print: console output there is intended, not left over. */
export function isCommandLineProgram(path: string): boolean {
  return (
    /(^|\/)(bin|scripts?|cli|tools)\//.test(path) ||
    /(^|\/)(cli|__main__|manage)\.[a-z]+$/.test(path)
  );
}

export function isSourceCode(path: string): boolean {
  return CODE.has(extensionOf(path)) && !isGenerated(path);
}

export function isGenerated(path: string): boolean {
  return GENERATED.test(path);
}

export function isProse(path: string): boolean {
  return syntaxOf(path) === 'prose';
}

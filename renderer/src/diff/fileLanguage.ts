/**
 * The refractor language for a path, among those the tokenizer registers
 * (refractor's common set plus jsx and tsx); null for anything else, which
 * is shown without highlighting.
 */
const byExtension: Readonly<Record<string, string>> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  json: 'json',
  css: 'css',
  scss: 'scss',
  sass: 'sass',
  less: 'less',
  html: 'markup',
  htm: 'markup',
  xml: 'markup',
  svg: 'markup',
  md: 'markdown',
  markdown: 'markdown',
  py: 'python',
  rb: 'ruby',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin',
  kts: 'kotlin',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  cs: 'csharp',
  m: 'objectivec',
  php: 'php',
  pl: 'perl',
  r: 'r',
  lua: 'lua',
  swift: 'swift',
  sql: 'sql',
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  yaml: 'yaml',
  ini: 'ini',
  diff: 'diff',
  patch: 'diff',
  vb: 'vbnet',
};

const byName: Readonly<Record<string, string>> = {
  makefile: 'makefile',
  gnumakefile: 'makefile',
};

export function languageOf(path: string): string | null {
  const name = (path.split('/').pop() ?? '').toLowerCase();
  if (byName[name]) return byName[name];
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  return byExtension[name.slice(dot + 1)] ?? null;
}

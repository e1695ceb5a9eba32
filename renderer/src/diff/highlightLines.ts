import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import type { DiffLine } from '../../../shared/contract';
import type { FileTokens, LineTokens } from './tokenizeProtocol';

refractor.register(jsx);
refractor.register(tsx);

interface TreeText {
  readonly type: 'text';
  readonly value: string;
}
interface TreeElement {
  readonly type: 'element';
  readonly properties?: { readonly className?: unknown };
  readonly children: readonly TreeNode[];
}
type TreeNode = TreeText | TreeElement | { readonly type: string };

/** Class names are few and repeat on every line: each is stored once, lines point at it. */
class ClassTable {
  readonly names: string[] = [''];
  private readonly index = new Map<string, number>([['', 0]]);

  idOf(name: string): number {
    let id = this.index.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(name);
      this.index.set(name, id);
    }
    return id;
  }
}

function classOf(element: TreeElement): string {
  const names = element.properties?.className;
  return Array.isArray(names) ? names.join(' ') : '';
}

/**
 * refractor's tree for a block of text, cut into lines: each line a list of
 * (length, class id) runs. Nested tokens carry their ancestors' classes, so a
 * line renders flat without the tree.
 */
function treeToLines(root: { children: readonly TreeNode[] }, classes: ClassTable): LineTokens[] {
  const lines: number[][] = [[]];
  const walk = (node: TreeNode, className: string) => {
    if (node.type === 'text') {
      const parts = (node as TreeText).value.split('\n');
      const id = classes.idOf(className);
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part.length > 0) lines[lines.length - 1]!.push(part.length, id);
      });
    } else if (node.type === 'element') {
      const element = node as TreeElement;
      const own = classOf(element);
      const inner = own && className ? `${className} ${own}` : own || className;
      for (const child of element.children) walk(child, inner);
    }
  };
  for (const child of root.children) walk(child, '');
  return lines;
}

/** Whether refractor can colour `language` here. */
export function canHighlight(language: string | null): language is string {
  return language !== null && refractor.registered(language);
}

/**
 * Syntax tokens for every line of a file's hunks, per hunk and line. Each
 * hunk's old side (context and removed lines) and new side (context and added
 * lines) are highlighted as whole texts, so a comment or string that spans
 * lines is coloured as one.
 */
export function highlightHunks(
  hunks: readonly { readonly lines: readonly Pick<DiffLine, 'kind' | 'text'>[] }[],
  language: string,
): FileTokens {
  const classes = new ClassTable();
  const perHunk = hunks.map((hunk) => {
    const oldText = hunk.lines.filter((l) => l.kind !== 'add').map((l) => l.text);
    const newText = hunk.lines.filter((l) => l.kind !== 'del').map((l) => l.text);
    const oldLines = treeToLines(refractor.highlight(oldText.join('\n'), language), classes);
    const newLines = treeToLines(refractor.highlight(newText.join('\n'), language), classes);
    let oldAt = 0;
    let newAt = 0;
    return hunk.lines.map((line) => {
      if (line.kind === 'del') return oldLines[oldAt++] ?? [];
      if (line.kind === 'context') oldAt += 1;
      return newLines[newAt++] ?? [];
    });
  });
  return { classes: classes.names, hunks: perHunk };
}

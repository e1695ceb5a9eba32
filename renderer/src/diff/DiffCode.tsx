import type { EditRange } from './lineEdits';
import { codeSegments } from './codeSegments';
import type { FileTokens, LineTokens } from './tokenizeProtocol';

interface DiffCodeProps {
  readonly text: string;
  readonly tokens: LineTokens | null;
  readonly classes: FileTokens['classes'];
  readonly edit: EditRange | null;
  readonly found: EditRange | null;
}

/** A line's text: syntax colours, the part the change touched, and the find match. */
export function DiffCode({ text, tokens, classes, edit, found }: DiffCodeProps) {
  return (
    <>
      {codeSegments(text, tokens, classes, edit, found).map((segment, i) => {
        const className = [
          segment.className,
          segment.edited ? 'diff-code-edit' : '',
          segment.found ? 'diff-find-match' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return className ? (
          <span key={i} className={className}>
            {segment.text}
          </span>
        ) : (
          segment.text
        );
      })}
    </>
  );
}

import { memo } from 'react';
import type { FindMatch } from './diffFind';
import { ContextLine, SplitLine, UnifiedLine } from './DiffLines';
import { LARGE_FILE_LINES, type DiffRow } from './diffRows';
import { ExpandRow } from './ExpandRow';
import type { RowContext } from './rowContext';
import { useRowUpgrade } from './rowUpgrades';
import { UnplacedComments } from './RowComments';
import type { FileTokens } from './tokenizeProtocol';

interface DiffRowViewProps {
  readonly row: Exclude<DiffRow, { kind: 'header' }>;
  readonly ctx: RowContext;
  /** The file's tokens: its hunks' for a hunk's line, its text's for a line Expand shows. */
  readonly tokens: FileTokens | undefined;
  /** The find bar's current match, when it is on this row. */
  readonly found: FindMatch | null;
  /** Drawn complete at once, not text first (a static render has no frames to wait for). */
  readonly complete?: boolean;
}

/**
 * One row of the diff list: a line (or a pair of them) with its comments, a
 * hunk header, or a note. Memoised: a scroll re-renders the list, not the rows
 * already on screen. A row new on screen first draws its text alone, and its
 * colours, changed words and + a few frames later (`rowUpgrades.ts`).
 */
export const DiffRowView = memo(function DiffRowView({
  row,
  ctx,
  tokens,
  found,
  complete = false,
}: DiffRowViewProps) {
  const plain = !useRowUpgrade(complete);
  switch (row.kind) {
    case 'file-comments':
      return <UnplacedComments file={row.file} ctx={ctx} />;
    case 'note':
      return <p className="diff-note">{row.text}</p>;
    case 'collapsed':
      return (
        <button type="button" className="diff-collapsed" onClick={() => ctx.openFile(row.file)}>
          {row.lines > LARGE_FILE_LINES
            ? `Large diff: ${row.lines.toLocaleString('en-US')} lines — show it`
            : 'Show the diff'}
        </button>
      );
    case 'hunk':
      return (
        <table className="diff diff-table">
          <tbody>
            <tr className="diff-decoration hunk-header">
              <td className="diff-decoration-content">
                {ctx.files[row.file]!.hunks[row.hunk]!.header}
              </td>
            </tr>
          </tbody>
        </table>
      );
    case 'expand':
      return (
        <ExpandRow
          row={row}
          error={ctx.textError(row.file)}
          onExpand={(range) => ctx.expand(row.file, range)}
        />
      );
    case 'context':
      return <ContextLine row={row} ctx={ctx} tokens={tokens} found={found} plain={plain} />;
    case 'line':
      return <UnifiedLine row={row} ctx={ctx} tokens={tokens} found={found} plain={plain} />;
    case 'pair':
      return <SplitLine row={row} ctx={ctx} tokens={tokens} found={found} plain={plain} />;
  }
});

import type { ReactNode } from 'react';
import { getChangeKey, type ChangeData } from 'react-diff-view';
import type { DiffHunk, DiffLine } from '../../../shared/contract';
import { contextChange } from './commentRows';
import { DiffCode } from './DiffCode';
import type { FindMatch } from './diffFind';
import { linePartner, type DiffRow } from './diffRows';
import { lineEdits, type EditRange } from './lineEdits';
import type { RowContext } from './rowContext';
import { AddCommentButton, LineCommentsRow } from './RowComments';
import type { FileTokens } from './tokenizeProtocol';

type LineRow = Extract<DiffRow, { kind: 'line' }>;
type PairRow = Extract<DiffRow, { kind: 'pair' }>;
type ContextRow = Extract<DiffRow, { kind: 'context' }>;

interface LineProps<R> {
  readonly row: R;
  readonly ctx: RowContext;
  readonly tokens: FileTokens | undefined;
  /** The find bar's current match, when it is on this row. */
  readonly found: FindMatch | null;
  /**
   * A row's first draw, while the list scrolls to it: its text alone, without colours, the
   * changed part of the line or the + (a background render adds them).
   */
  readonly plain: boolean;
}

const typeOf = { add: 'insert', del: 'delete', context: 'normal' } as const;

/** Everything one side of a row needs to draw a line. */
interface Side {
  readonly line: DiffLine;
  readonly change: ChangeData;
  readonly text: ReactNode;
}

function sideOf(
  ctx: RowContext,
  row: { file: number; hunk: number },
  index: number,
  tokens: FileTokens | undefined,
  found: FindMatch | null,
  plain: boolean,
): Side {
  const hunk = ctx.files[row.file]!.hunks[row.hunk]!;
  const line = hunk.lines[index]!;
  const partner = line.kind === 'context' || plain ? null : linePartner(hunk, index);
  let edit: EditRange | null = null;
  if (partner !== null) {
    const other = hunk.lines[partner]!.text;
    const edits = line.kind === 'del' ? lineEdits(line.text, other) : lineEdits(other, line.text);
    edit = edits ? (line.kind === 'del' ? edits.old : edits.new) : null;
  }
  const hit = found && found.hunk === row.hunk && found.line === index ? found : null;
  const end = line.kind === 'context' || plain ? null : lineEndNote(hunk, index, partner);
  return {
    line,
    change: ctx.changes(row.file)[row.hunk]!.changes[index]!,
    text: (
      <>
        <span className="diff-code-text">
          <DiffCode
            text={line.text}
            tokens={plain ? null : (tokens?.hunks[row.hunk]?.[index] ?? null)}
            classes={tokens?.classes ?? []}
            edit={edit}
            found={hit ? [hit.start, hit.end] : null}
          />
        </span>
        {end && <span className="diff-line-end">{end}</span>}
      </>
    ),
  };
}

/**
 * What a changed line's end says that its text cannot show: no newline after
 * it, or a CR its partner lacks (or the other way). Without it, "− three" and
 * "+ three" read as the same line.
 */
function lineEndNote(hunk: DiffHunk, index: number, partner: number | null): string | null {
  const line = hunk.lines[index]!;
  if (line.noNewline) return 'No newline at end of file';
  const other = partner === null ? null : hunk.lines[partner]!;
  if (!other || line.text.endsWith('\r') === other.text.endsWith('\r')) return null;
  return line.text.endsWith('\r') ? 'CRLF' : 'LF';
}

/** A changed or unchanged line of a hunk, old and new numbers in one column of code. */
export function UnifiedLine({ row, ctx, tokens, found, plain }: LineProps<LineRow>) {
  const side = sideOf(ctx, row, row.line, tokens, found, plain);
  const type = typeOf[side.line.kind];
  return (
    <table className="diff diff-table diff-unified">
      <tbody>
        <tr className={`diff-line diff-line-${type}`}>
          <td className={`diff-gutter diff-gutter-${type}`}>
            {side.line.kind !== 'add' && side.line.oldLine}
          </td>
          <td className={`diff-gutter diff-gutter-${type}`}>
            {side.line.kind !== 'del' && side.line.newLine}
            {!plain && <AddCommentButton change={side.change} file={row.file} ctx={ctx} />}
          </td>
          <td className={`diff-code diff-code-${type}`}>{side.text}</td>
        </tr>
        <LineCommentsRow keys={[getChangeKey(side.change)]} file={row.file} ctx={ctx} columns={3} />
      </tbody>
    </table>
  );
}

/** A hunk's old line beside its new one; either side may be empty. */
export function SplitLine({ row, ctx, tokens, found, plain }: LineProps<PairRow>) {
  const old = row.old === null ? null : sideOf(ctx, row, row.old, tokens, found, plain);
  const next = row.new === null ? null : sideOf(ctx, row, row.new, tokens, found, plain);
  const keys = [...new Set([old, next].flatMap((s) => (s ? [getChangeKey(s.change)] : [])))];
  const cells = (side: Side | null, which: 'old' | 'new') => {
    if (!side)
      return [
        <td key="g" className="diff-gutter diff-gutter-omit" />,
        <td key="c" className="diff-code diff-code-omit" />,
      ];
    const type = typeOf[side.line.kind];
    return [
      <td key="g" className={`diff-gutter diff-gutter-${type}`}>
        {which === 'old' ? side.line.oldLine : side.line.newLine}
        {which === 'new' && !plain && (
          <AddCommentButton change={side.change} file={row.file} ctx={ctx} />
        )}
      </td>,
      <td key="c" className={`diff-code diff-code-${type}`}>
        {side.text}
      </td>,
    ];
  };
  const type = typeOf[(next ?? old)!.line.kind];
  return (
    <table className="diff diff-table diff-split">
      <tbody>
        <tr className={`diff-line diff-line-${type}`}>
          {cells(old, 'old')}
          {cells(next, 'new')}
        </tr>
        <LineCommentsRow keys={keys} file={row.file} ctx={ctx} columns={4} />
      </tbody>
    </table>
  );
}

/**
 * An unchanged line an expansion shows: numbered on both sides, commentable
 * like any other, coloured by its file's text's tokens (see useTextTokens).
 */
export function ContextLine({ row, ctx, tokens, found, plain }: LineProps<ContextRow>) {
  const change = contextChange(row);
  const button = <AddCommentButton change={change} file={row.file} ctx={ctx} />;
  const code = (
    <td className="diff-code diff-code-normal">
      <span className="diff-code-text">
        <DiffCode
          text={row.text}
          tokens={plain ? null : (tokens?.hunks[0]?.[row.newLine - 1] ?? null)}
          classes={tokens?.classes ?? []}
          edit={null}
          found={found ? [found.start, found.end] : null}
        />
      </span>
    </td>
  );
  const split = row.layout === 'split';
  return (
    <table className={`diff diff-table ${split ? 'diff-split' : 'diff-unified'}`}>
      <tbody>
        <tr className="diff-line diff-line-normal diff-line-expanded">
          <td className="diff-gutter diff-gutter-normal">{row.oldLine}</td>
          {split && code}
          <td className="diff-gutter diff-gutter-normal">
            {row.newLine}
            {button}
          </td>
          {code}
        </tr>
        <LineCommentsRow
          keys={[getChangeKey(change)]}
          file={row.file}
          ctx={ctx}
          columns={split ? 4 : 3}
        />
      </tbody>
    </table>
  );
}

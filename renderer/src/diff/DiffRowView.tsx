import { memo, type ReactNode } from 'react';
import { getChangeKey, type ChangeData } from 'react-diff-view';
import type {
  DiffFile,
  DiffLine,
  ReviewComment,
  Severity,
  HumanComment,
} from '../../../shared/contract';
import { Icon } from '../ui/Icon';
import { CommentList, type CommentOrigin } from './CommentCard';
import { commentTarget, type CommentTarget, type PlacedComments } from './commentPlacement';
import { DiffCode } from './DiffCode';
import { LARGE_FILE_LINES, linePartner, type DiffRow } from './diffRows';
import { ExpandRow } from './ExpandRow';
import type { LineRange } from './expansion';
import type { FindMatch } from './diffFind';
import { HumanCommentList } from './HumanCommentCard';
import type { PeopleComments } from '../model/humanComments';
import { lineEdits, type EditRange } from './lineEdits';
import { LineComments } from './LineComments';
import type { FileTokens } from './tokenizeProtocol';
import type { HunkData } from 'react-diff-view';

/** A file's comments, placed on its lines or listed at its top. */
export interface FileComments {
  readonly agent: PlacedComments<ReviewComment>;
  readonly human: PlacedComments<HumanComment>;
}

/** The open comment form: which file, which line. */
export interface OpenForm {
  readonly path: string;
  readonly target: CommentTarget;
}

/** What every row of one diff shares; changes only when the diff, comments or form do. */
export interface RowContext {
  readonly files: readonly DiffFile[];
  readonly changes: (file: number) => readonly HunkData[];
  readonly comments: (file: number) => FileComments;
  readonly origin: CommentOrigin | null;
  readonly people: PeopleComments;
  readonly form: OpenForm | null;
  readonly openForm: (path: string, target: CommentTarget) => void;
  readonly closeForm: () => void;
  readonly openFile: (file: number) => void;
  /** Shows more unchanged lines of file `file`. */
  readonly expand: (file: number, range: LineRange) => void;
  /** Why file `file`'s other lines could not be read, if they could not. */
  readonly textError: (file: number) => string | null;
}

interface DiffRowViewProps {
  readonly row: Exclude<DiffRow, { kind: 'header' }>;
  readonly ctx: RowContext;
  readonly tokens: FileTokens | undefined;
  /** The find bar's current match, when it is on this row. */
  readonly found: FindMatch | null;
}

/** One row of the diff list: a line (or a pair of them) with its comments, a hunk header, or a note. */
export const DiffRowView = memo(function DiffRowView({
  row,
  ctx,
  tokens,
  found,
}: DiffRowViewProps) {
  const file = ctx.files[row.file]!;
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
              <td className="diff-decoration-content">{file.hunks[row.hunk]!.header}</td>
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
      return <ContextLine row={row} ctx={ctx} />;
    case 'line':
      return <UnifiedLine row={row} ctx={ctx} tokens={tokens} found={found} />;
    case 'pair':
      return <SplitLine row={row} ctx={ctx} tokens={tokens} found={found} />;
  }
});

type LineRow = Extract<DiffRow, { kind: 'line' }>;
type PairRow = Extract<DiffRow, { kind: 'pair' }>;

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
): Side {
  const hunk = ctx.files[row.file]!.hunks[row.hunk]!;
  const line = hunk.lines[index]!;
  const partner = line.kind === 'context' ? null : linePartner(hunk, index);
  let edit: EditRange | null = null;
  if (partner !== null) {
    const other = hunk.lines[partner]!.text;
    const edits = line.kind === 'del' ? lineEdits(line.text, other) : lineEdits(other, line.text);
    edit = edits ? (line.kind === 'del' ? edits.old : edits.new) : null;
  }
  const hit = found && found.hunk === row.hunk && found.line === index ? found : null;
  return {
    line,
    change: ctx.changes(row.file)[row.hunk]!.changes[index]!,
    text: (
      <DiffCode
        text={line.text}
        tokens={tokens?.hunks[row.hunk]?.[index] ?? null}
        classes={tokens?.classes ?? []}
        edit={edit}
        found={hit ? [hit.start, hit.end] : null}
      />
    ),
  };
}

function UnifiedLine({
  row,
  ctx,
  tokens,
  found,
}: Omit<DiffRowViewProps, 'row'> & { row: LineRow }) {
  const side = sideOf(ctx, row, row.line, tokens, found);
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
            <AddCommentButton change={side.change} file={row.file} ctx={ctx} />
          </td>
          <td className={`diff-code diff-code-${type}`}>{side.text}</td>
        </tr>
        <Widget keys={[getChangeKey(side.change)]} file={row.file} ctx={ctx} columns={3} />
      </tbody>
    </table>
  );
}

function SplitLine({ row, ctx, tokens, found }: Omit<DiffRowViewProps, 'row'> & { row: PairRow }) {
  const old = row.old === null ? null : sideOf(ctx, row, row.old, tokens, found);
  const next = row.new === null ? null : sideOf(ctx, row, row.new, tokens, found);
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
        {which === 'new' && <AddCommentButton change={side.change} file={row.file} ctx={ctx} />}
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
        <Widget keys={keys} file={row.file} ctx={ctx} columns={4} />
      </tbody>
    </table>
  );
}

/** An unchanged line an expansion shows: numbered on both sides, commentable like any other. */
function ContextLine({
  row,
  ctx,
}: {
  row: Extract<DiffRow, { kind: 'context' }>;
  ctx: RowContext;
}) {
  const change: ChangeData = {
    type: 'normal',
    isNormal: true,
    oldLineNumber: row.oldLine,
    newLineNumber: row.newLine,
    content: row.text,
  };
  const button = <AddCommentButton change={change} file={row.file} ctx={ctx} />;
  const code = <td className="diff-code diff-code-normal">{row.text}</td>;
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
        <Widget keys={[getChangeKey(change)]} file={row.file} ctx={ctx} columns={split ? 4 : 3} />
      </tbody>
    </table>
  );
}

/** The + a person comments on a new-file line with; nothing where they cannot. */
function AddCommentButton({
  change,
  file,
  ctx,
}: {
  change: ChangeData;
  file: number;
  ctx: RowContext;
}) {
  if (!ctx.people.canAdd) return null;
  const target = commentTarget(change);
  if (!target) return null;
  const path = ctx.files[file]!.path;
  const open = ctx.form?.path === path && ctx.form.target.key === target.key;
  return (
    <button
      type="button"
      className="add-comment"
      data-comment-key={target.key}
      aria-label={`Comment on line ${target.line} of ${path}`}
      aria-expanded={open}
      title="Comment on this line"
      onClick={() => ctx.openForm(path, target)}
    >
      <Icon name="plus" size={12} />
    </button>
  );
}

/** The comments under a line, and the person's form when it is open there. */
function Widget({
  keys,
  file,
  ctx,
  columns,
}: {
  keys: readonly string[];
  file: number;
  ctx: RowContext;
  columns: number;
}) {
  const path = ctx.files[file]!.path;
  const placed = ctx.comments(file);
  const agent = ctx.origin ? keys.flatMap((key) => placed.agent.byChange.get(key) ?? []) : [];
  const human = keys.flatMap((key) => placed.human.byChange.get(key) ?? []);
  const form =
    ctx.people.canAdd && ctx.form?.path === path && keys.includes(ctx.form.target.key)
      ? ctx.form.target
      : null;
  if (agent.length === 0 && human.length === 0 && !form) return null;
  return (
    <tr className="diff-widget">
      <td className="diff-widget-content" colSpan={columns}>
        <LineComments
          agent={agent}
          origin={ctx.origin}
          human={human}
          onRemove={ctx.people.actions.remove}
          formLine={form?.line ?? null}
          onAdd={(severity: Severity, comment: string) =>
            ctx.people.actions.add({ file: path, line: form?.line ?? 0, severity, comment })
          }
          onCloseForm={ctx.closeForm}
        />
      </td>
    </tr>
  );
}

/** Comments on the file whose line the diff does not show, at the file's top. */
function UnplacedComments({ file, ctx }: { file: number; ctx: RowContext }) {
  const placed = ctx.comments(file);
  const agent = ctx.origin ? placed.agent.unplaced : [];
  return (
    <div className="file-comments">
      <p className="file-comments-note">Not on a line of this diff</p>
      {ctx.origin && agent.length > 0 && <CommentList comments={agent} origin={ctx.origin} />}
      {placed.human.unplaced.length > 0 && (
        <HumanCommentList comments={placed.human.unplaced} onRemove={ctx.people.actions.remove} />
      )}
    </div>
  );
}

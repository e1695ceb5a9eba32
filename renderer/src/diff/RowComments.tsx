import type { ChangeData } from 'react-diff-view';
import type { Severity } from '../../../shared/contract';
import { Icon } from '../ui/Icon';
import { CommentList } from './CommentCard';
import { commentTarget } from './commentPlacement';
import { HumanCommentList } from './HumanCommentCard';
import { LineComments } from './LineComments';
import type { RowContext } from './rowContext';

/** The + a person comments on a new-file line with; nothing where they cannot. */
export function AddCommentButton({
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

/** The table row under a line: its comments, and the person's form when it is open there. */
export function LineCommentsRow({
  keys,
  file,
  ctx,
  columns,
}: {
  /** The change keys of the line or lines above (two in a split pair). */
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
export function UnplacedComments({ file, ctx }: { file: number; ctx: RowContext }) {
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

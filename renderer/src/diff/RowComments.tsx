import type { ChangeData } from 'react-diff-view';
import { Icon } from '../ui/Icon';
import { CommentList } from './CommentCard';
import { commentTarget, type CommentTarget } from './commentPlacement';
import { CommentForm, type CommentFormProps } from './CommentForm';
import { draftFormProps } from './draftForm';
import { HumanCommentList } from './HumanCommentCard';
import { LineComments } from './LineComments';
import type { RowContext } from './rowContext';

/**
 * The + a person comments on a new-file line with; nothing where they cannot.
 * Not a Tab stop of its own: from the keyboard, + or Enter on the line presses it.
 */
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
  const open = ctx.comments(file).forms.byChange.has(target.key);
  return (
    <button
      type="button"
      className="add-comment"
      tabIndex={-1}
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
  const placed = ctx.comments(file);
  const agent = ctx.origin ? keys.flatMap((key) => placed.agent.byChange.get(key) ?? []) : [];
  const human = keys.flatMap((key) => placed.human.byChange.get(key) ?? []);
  // The form goes where its line is now: under the key that line has in this diff.
  const formKey = ctx.people.canAdd
    ? keys.find((key) => placed.forms.byChange.has(key))
    : undefined;
  const form = formKey === undefined ? undefined : placed.forms.byChange.get(formKey)![0]!;
  if (agent.length === 0 && human.length === 0 && !form) return null;
  return (
    <tr className="diff-widget">
      <td className="diff-widget-content" colSpan={columns}>
        <LineComments
          agent={agent}
          origin={ctx.origin}
          human={human}
          onRemove={ctx.people.actions.remove}
          form={form ? formProps(ctx, form.place.path, { key: formKey!, line: form.line }) : null}
        />
      </td>
    </tr>
  );
}

/** The form on one line of the diff; closing it or leaving it puts the keyboard back on the line. */
function formProps(ctx: RowContext, path: string, target: CommentTarget): CommentFormProps {
  return draftFormProps(ctx.drafts, ctx.people.actions.add, path, target.line, {
    close: () => ctx.closeForm(path, target),
    leave: () => ctx.leaveForm(path, target),
  });
}

/**
 * Comments on the file whose line the diff does not show, at the file's top;
 * and forms whose line it no longer shows (the file changed under them, and
 * its other lines cannot be read), their text kept.
 */
export function UnplacedComments({ file, ctx }: { file: number; ctx: RowContext }) {
  const placed = ctx.comments(file);
  const agent = ctx.origin ? placed.agent.unplaced : [];
  const forms = ctx.people.canAdd ? placed.forms.unplaced : [];
  return (
    <div className="file-comments">
      <p className="file-comments-note">Not on a line of this diff</p>
      {ctx.origin && agent.length > 0 && <CommentList comments={agent} origin={ctx.origin} />}
      {placed.human.unplaced.length > 0 && (
        <HumanCommentList comments={placed.human.unplaced} onRemove={ctx.people.actions.remove} />
      )}
      {/* No line of the diff to go back to: leaving the form goes back to the file. */}
      {forms.map(({ place, line }) => (
        <CommentForm key={line} {...formProps(ctx, place.path, { key: '', line })} />
      ))}
    </div>
  );
}

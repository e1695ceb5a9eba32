import type { HumanComment, ReviewComment, Severity } from '../../../shared/contract';
import { CommentList, type CommentOrigin } from './CommentCard';
import { CommentForm } from './CommentForm';
import { HumanCommentList } from './HumanCommentCard';

interface LineCommentsProps {
  readonly agent: readonly ReviewComment[];
  readonly origin: CommentOrigin | null;
  readonly human: readonly HumanComment[];
  readonly onRemove: (commentId: string) => Promise<string | null>;
  /** The open form's line, when the person is writing a comment on this one. */
  readonly formLine: number | null;
  readonly onAdd: (severity: Severity, comment: string) => Promise<string | null>;
  readonly onCloseForm: () => void;
}

/** Everything under one diff line: the reviewer's comments, then people's, then the open form. */
export function LineComments(props: LineCommentsProps) {
  const { agent, origin, human, formLine } = props;
  return (
    <>
      {origin && agent.length > 0 && <CommentList comments={agent} origin={origin} />}
      {human.length > 0 && <HumanCommentList comments={human} onRemove={props.onRemove} />}
      {formLine !== null && (
        <CommentForm line={formLine} onAdd={props.onAdd} onClose={props.onCloseForm} />
      )}
    </>
  );
}

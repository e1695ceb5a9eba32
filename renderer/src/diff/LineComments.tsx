import type { HumanComment, ReviewComment } from '../../../shared/contract';
import { CommentList, type CommentOrigin } from './CommentCard';
import { CommentForm, type CommentFormProps } from './CommentForm';
import { HumanCommentList } from './HumanCommentCard';

interface LineCommentsProps {
  readonly agent: readonly ReviewComment[];
  readonly origin: CommentOrigin | null;
  readonly human: readonly HumanComment[];
  readonly onRemove: (commentId: string) => Promise<string | null>;
  /** The person's form, when they are writing a comment on this line. */
  readonly form: CommentFormProps | null;
}

/** Everything under one diff line: the reviewer's comments, then people's, then the open form. */
export function LineComments(props: LineCommentsProps) {
  const { agent, origin, human, form } = props;
  return (
    <>
      {origin && agent.length > 0 && <CommentList comments={agent} origin={origin} />}
      {human.length > 0 && <HumanCommentList comments={human} onRemove={props.onRemove} />}
      {form && <CommentForm {...form} />}
    </>
  );
}

import type { HumanCommentActions } from '../model/humanComments';
import type { CommentDrafts } from './commentDrafts';
import type { CommentFormProps } from './CommentForm';

/**
 * The form on line `line` of `path`, its text kept in the diff's drafts
 * rather than in the form (which goes with its row). `close`: added or
 * cancelled; `leave`: Esc with something written, back to where it stands.
 */
export function draftFormProps(
  drafts: CommentDrafts,
  add: HumanCommentActions['add'],
  path: string,
  line: number,
  on: { readonly close: () => void; readonly leave: () => void },
): CommentFormProps {
  return {
    line,
    draft: drafts.text(path, line),
    onDraft: (draft) => drafts.write(path, line, draft),
    claimFocus: () => drafts.claimFocus(path, line),
    onAdd: (severity, comment) => add({ file: path, line, severity, comment }),
    onClose: on.close,
    onLeave: on.leave,
  };
}

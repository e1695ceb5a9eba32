/*
 * Which sessions may review, and which may take a reviewer's feedback: one
 * rule each that the request form, the reassign form and the core all ask,
 * so a form never offers what the core refuses.
 */

/** The profile whose sessions run the user's shell. */
export const SHELL_PROFILE_ID = 'shell';

/** What the rule reads of a session (a SessionSnapshot is one). */
interface SessionIdentity {
  readonly name: string;
  readonly profileId: string;
}

/**
 * Why the session cannot review, in words for a person; null when it can. A
 * shell session cannot: a review pasted there would run line by line as
 * commands.
 */
export function reviewerRefusal(session: SessionIdentity): string | null {
  return session.profileId === SHELL_PROFILE_ID
    ? `"${session.name}" is a shell session, not an agent: Parley does not paste a review into a shell.`
    : null;
}

export function canReview(session: SessionIdentity): boolean {
  return reviewerRefusal(session) === null;
}

/**
 * Why the session cannot be the author of a review that sends it the
 * reviewer's feedback by itself (auto-iterate), in words for a person; null
 * when it can. A shell session cannot take feedback, for the reason it cannot
 * review; its work can still be reviewed once, for a person to fix.
 */
export function authorRefusal(session: SessionIdentity, autoIterate: boolean): string | null {
  return autoIterate && session.profileId === SHELL_PROFILE_ID
    ? `"${session.name}" is a shell session, not an agent: Parley cannot send it the reviewer's feedback. Turn auto-iterate off to have its work reviewed once.`
    : null;
}

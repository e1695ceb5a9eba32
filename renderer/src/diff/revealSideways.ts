/** Room kept between a match brought into view sideways and the code's edge. */
const EDGE_ROOM_PX = 48;
/** Frames to wait for the match's row to be drawn after the list scrolled to it. */
const FRAMES_TO_WAIT = 10;

/**
 * Scrolls the find bar's current match into view sideways, once its row is
 * drawn: a match at the far right of a long line sits past the code's edge,
 * clipped, until its file's scrollbar moves. The scrollbar's own scroll
 * event moves the file's rows (see DiffFileSection). The wait is a few frames
 * at most, and outlives a rebuilt list harmlessly: it looks up whichever match
 * is current when the row is drawn.
 */
export function revealMatchSideways(list: HTMLElement): void {
  let waited = 0;
  const attempt = () => {
    const match = list.querySelector<HTMLElement>('.diff-find-match');
    if (!match) {
      if (++waited < FRAMES_TO_WAIT) requestAnimationFrame(attempt);
      return;
    }
    const text = match.closest<HTMLElement>('.diff-code-text');
    const bar = match.closest('.diff-file')?.querySelector<HTMLElement>('.diff-hscroll');
    if (!text || !bar) return;
    const code = text.getBoundingClientRect();
    const hit = match.getBoundingClientRect();
    const room = Math.min(EDGE_ROOM_PX, code.width / 4);
    if (hit.right > code.right) bar.scrollLeft += hit.right - code.right + room;
    else if (hit.left < code.left) bar.scrollLeft -= code.left - hit.left + room;
  };
  requestAnimationFrame(attempt);
}

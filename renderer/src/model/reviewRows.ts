import type { AgentReview, ProfileSnapshot, SessionSnapshot } from '../../../shared/contract';
import { costText } from './costText';
import { isRunning, reviewBadge, type ReviewBadge } from './reviewStatus';
import { formatElapsed, formatTook } from './elapsed';
import { closedSessionLabel } from './storedReview';
import { isTotalEstimated } from '../../../shared/estimatedCost';

/** One line of the Reviews list. */
export interface ReviewRow {
  readonly id: string;
  readonly author: string;
  readonly reviewer: string;
  /** The author's session is still open: the review can be opened beside its terminal. */
  readonly authorOpen: boolean;
  readonly status: ReviewBadge;
  /** "2/3": rounds done of the most allowed. */
  readonly rounds: string;
  readonly cost: string;
  readonly startedAt: string;
  /** How long it ran ("took 1:05"), or has been running ("for 0:42"); the figure's spaces do not break. */
  readonly duration: string;
}

function nameOf(
  review: AgentReview,
  id: string,
  sessions: readonly SessionSnapshot[],
  profiles: readonly ProfileSnapshot[],
): { name: string; open: boolean } {
  const session = sessions.find((s) => s.id === id);
  if (!session) return { name: closedSessionLabel(review, id), open: false };
  const agent = profiles.find((p) => p.id === session.profileId)?.name;
  return { name: agent ? `${session.name} (${agent})` : session.name, open: true };
}

/** Every review, newest first, as the Reviews list shows it at `now`. */
export function reviewRows(
  reviews: readonly AgentReview[],
  sessions: readonly SessionSnapshot[],
  profiles: readonly ProfileSnapshot[],
  now: number,
): ReviewRow[] {
  const newestFirst = [...reviews].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return newestFirst.map((review) => {
    const author = nameOf(review, review.authorSessionId, sessions, profiles);
    const running = isRunning(review);
    const started = Date.parse(review.createdAt);
    // A stopped review ran until its status last changed; a comment settled since changes no time.
    const end = running ? now : Date.parse(review.phaseStartedAt ?? review.updatedAt);
    return {
      id: review.id,
      author: author.name,
      reviewer: nameOf(review, review.reviewerSessionId, sessions, profiles).name,
      authorOpen: author.open,
      status: reviewBadge(review, sessions) ?? { tone: 'neutral', label: review.status },
      rounds: `${review.rounds.length}/${review.maxRounds}`,
      cost: costText(review.totalCost, isTotalEstimated(review)),
      startedAt: review.createdAt,
      duration: running
        ? `for ${formatElapsed(end - started)}`
        : `took ${keptTogether(formatTook(end - started))}`,
    };
  });
}

/** A narrow list wraps a time after "took", never inside its figure ("under 1 s"). */
function keptTogether(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

/**
 * The rows a filter typed over the list keeps: those whose author, reviewer
 * or status holds every word of it, case aside (all rows for an empty one).
 */
export function rowsMatching(rows: readonly ReviewRow[], filter: string): readonly ReviewRow[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = `${row.author} ${row.reviewer} ${row.status.label}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The formats of a start time, made once: toLocaleTimeString() makes its
 * formatter anew at each call, about a quarter of a millisecond, which a
 * list of a thousand reviews paid on every render.
 */
const timeOfDay = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
const dayOfYear = new Intl.DateTimeFormat([], { month: 'short', day: 'numeric' });

/** A start time for people: the time of day today, the date too before that. */
export function startedText(iso: string, now: number): string {
  const started = new Date(iso);
  const sameDay = started.toDateString() === new Date(now).toDateString();
  const time = timeOfDay.format(started);
  return sameDay ? time : `${dayOfYear.format(started)}, ${time}`;
}

import { severities, type Severity } from '../../../shared/contract';
import type { CommentTarget, LineComment } from './commentPlacement';

/** How long a form just opened keeps its claim on the keyboard. */
const FOCUS_CLAIM_MS = 1000;
/** What a person has written so far in a comment form. */
export interface DraftText {
  readonly severity: Severity;
  readonly text: string;
}

/** Where a comment form is open: a file, and the line it comments on. */
export interface DraftPlace {
  readonly path: string;
  readonly target: CommentTarget;
}

/** A comment form left open on a line, with what is written in it. */
export type CommentDraft = DraftPlace & DraftText;

/**
 * An open form as placing reads a comment: on the line of the new side it
 * numbers, wherever the diff shows that line now (or at its file's top when
 * it does not), so a diff that moves under it never hides what is written.
 */
export interface DraftLine extends LineComment {
  readonly place: DraftPlace;
}

export function draftLines(places: readonly DraftPlace[]): DraftLine[] {
  return places.map((place) => ({ file: place.path, line: place.target.line, place }));
}

/** The part of Web Storage the drafts use, so a test can hand in its own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'parley.commentDraft:';
const EMPTY: DraftText = { severity: 'warning', text: '' };

/** A form's place within one diff's drafts. */
const placeId = (path: string, line: number) => `${line}:${path}`;

/** One draft's storage key: the review (or session) it belongs to, its file and its line. */
function storageKey(scope: string, path: string, line: number): string {
  return PREFIX + JSON.stringify([scope, path, line]);
}

function isTarget(value: unknown): value is CommentTarget {
  const target = value as Partial<CommentTarget> | null;
  return typeof target?.key === 'string' && typeof target.line === 'number';
}

/** A stored draft, or null when the entry is not one (another version wrote it, or a person). */
function parseDraft(raw: string | null, path: string): CommentDraft | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<CommentDraft> | null;
    if (!value || !isTarget(value.target) || typeof value.text !== 'string') return null;
    if (!severities.includes(value.severity as Severity)) return null;
    return { path, target: value.target, severity: value.severity!, text: value.text };
  } catch {
    return null;
  }
}

/**
 * The comments a person is writing on one review's diff (or one session's,
 * before any review), kept outside the rows: a row scrolled out of the
 * virtual list, a refreshed diff or a reloaded page brings each back, text
 * and open form, until it is added or cancelled. Each draft is its own entry
 * in `storage` (the tab's sessionStorage in the app), written as it is typed;
 * with no storage they last as long as this object.
 */
export class CommentDrafts {
  /** The open forms, in the order they were opened. */
  private places: readonly DraftPlace[] = [];
  /** What is written in each open form, by `placeId`. */
  private readonly written = new Map<string, DraftText>();
  private readonly listeners = new Set<() => void>();
  /** The form the person just opened, and when: it takes the keyboard as it comes on screen. */
  private focusOn: { readonly id: string; readonly at: number } | null = null;

  constructor(
    private readonly storage: DraftStorage | null,
    private readonly scope: string,
  ) {
    for (const draft of this.read()) {
      this.places = [...this.places, { path: draft.path, target: draft.target }];
      this.written.set(placeId(draft.path, draft.target.line), draft);
    }
  }

  /**
   * The open forms. A new array only when a form opens or closes, never as
   * text is typed, so the list renders again only then.
   */
  readonly forms = (): readonly DraftPlace[] => this.places;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What is written in the form on `line` of `path`, kept from before, or nothing yet. */
  text(path: string, line: number): DraftText {
    const { severity, text } = this.written.get(placeId(path, line)) ?? EMPTY;
    return { severity, text };
  }

  /**
   * Opens the form on a line, keeping what was written there. A form
   * elsewhere with nothing written closes, as the one form used to move; one
   * with text stays open, so nothing written is hidden.
   */
  open(path: string, target: CommentTarget): void {
    const id = placeId(path, target.line);
    const kept = this.places.filter((place) => {
      const other = placeId(place.path, place.target.line);
      if (other === id || this.text(place.path, place.target.line).text.trim() !== '') return true;
      this.forget(place);
      return false;
    });
    this.places = kept.some((place) => place.path === path && place.target.line === target.line)
      ? kept
      : [...kept, { path, target }];
    if (!this.written.has(id)) this.keep({ path, target, ...EMPTY });
    this.focusOn = { id, at: Date.now() };
    this.notify();
  }

  /** Keeps what is written in the form on `line` of `path`, as it is typed. */
  write(path: string, line: number, written: DraftText): void {
    // Typed into: the form has the keyboard, and a later return of its row must not take it.
    if (this.focusOn?.id === placeId(path, line)) this.focusOn = null;
    const place = this.places.find((p) => p.path === path && p.target.line === line);
    // No notice: the form holds its own text, and the list need not render again.
    if (place) this.keep({ ...place, ...written });
  }

  /**
   * Moves the form on `line` of `path` to `target`, where the diff now shows
   * its line, with what is written in it (not onto another form). `keyboard`:
   * the form had it, so it takes it again where it goes.
   */
  move(path: string, line: number, target: CommentTarget, keyboard: boolean): void {
    const place = this.places.find((p) => p.path === path && p.target.line === line);
    const taken = this.places.some((p) => p.path === path && p.target.line === target.line);
    if (!place || taken) return;
    const written = this.text(path, line);
    this.forget(place);
    const moved = { path, target };
    this.places = this.places.map((p) => (p === place ? moved : p));
    this.keep({ ...moved, ...written });
    if (keyboard) this.focusOn = { id: placeId(path, target.line), at: Date.now() };
    this.notify();
  }

  /** Closes the form on `line` of `path` and forgets its text: added, or cancelled. */
  close(path: string, line: number): void {
    const place = this.places.find((p) => p.path === path && p.target.line === line);
    if (!place) return;
    this.forget(place);
    this.places = this.places.filter((p) => p !== place);
    this.notify();
  }

  /**
   * True for the form the person just opened, while it comes on screen: it
   * takes the keyboard (each time, should its row be drawn again as it
   * settles); a form coming back into view with its row later does not.
   */
  claimFocus(path: string, line: number): boolean {
    const claim = this.focusOn;
    return claim?.id === placeId(path, line) && Date.now() - claim.at < FOCUS_CLAIM_MS;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private read(): CommentDraft[] {
    if (!this.storage) return [];
    const drafts: CommentDraft[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      let place: unknown;
      try {
        place = JSON.parse(key.slice(PREFIX.length));
      } catch {
        continue;
      }
      if (!Array.isArray(place) || place[0] !== this.scope || typeof place[1] !== 'string')
        continue;
      const draft = parseDraft(this.storage.getItem(key), place[1]);
      if (draft && draft.target.line === place[2]) drafts.push(draft);
    }
    return drafts;
  }

  private keep(draft: CommentDraft): void {
    const { path, target, severity, text } = draft;
    this.written.set(placeId(path, target.line), { severity, text });
    try {
      this.storage?.setItem(
        storageKey(this.scope, path, target.line),
        JSON.stringify({ target, severity, text }),
      );
    } catch {
      // Storage full or refused: the draft is still kept here, for as long as the page lives.
    }
  }

  private forget(place: DraftPlace): void {
    const id = placeId(place.path, place.target.line);
    this.written.delete(id);
    if (this.focusOn?.id === id) this.focusOn = null;
    this.storage?.removeItem(storageKey(this.scope, place.path, place.target.line));
  }
}

/** The tab's sessionStorage: drafts outlive a reload, not the window. Null where it is refused. */
export function tabStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

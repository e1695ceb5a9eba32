import { describe, expect, it, vi } from 'vitest';
import { CommentDrafts, type DraftStorage } from '../../../renderer/src/diff/commentDrafts';

/** Web Storage over a Map, as the tab's sessionStorage behaves. */
function memoryStorage(): DraftStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const line7 = { key: 'I7', line: 7 };
const line4 = { key: 'N4', line: 4 };

describe('comment drafts', () => {
  it('keeps what is typed, and a new page on the same storage opens the form with it', () => {
    const storage = memoryStorage();
    const drafts = new CommentDrafts(storage, 'review:r1');
    drafts.open('math.js', line7);
    drafts.write('math.js', 7, { severity: 'suggestion', text: 'Call it double' });

    const reloaded = new CommentDrafts(storage, 'review:r1');
    expect(reloaded.forms()).toEqual([{ path: 'math.js', target: line7 }]);
    expect(reloaded.text('math.js', 7)).toEqual({ severity: 'suggestion', text: 'Call it double' });
  });

  it('keeps each review’s drafts to itself', () => {
    const storage = memoryStorage();
    new CommentDrafts(storage, 'review:r1').open('math.js', line7);
    expect(new CommentDrafts(storage, 'review:r2').forms()).toEqual([]);
    expect(new CommentDrafts(storage, 'session:s1').forms()).toEqual([]);
    expect(new CommentDrafts(storage, 'review:r1').forms()).toHaveLength(1);
  });

  it('forgets a draft once it is added or cancelled', () => {
    const storage = memoryStorage();
    const drafts = new CommentDrafts(storage, 'review:r1');
    drafts.open('math.js', line7);
    drafts.write('math.js', 7, { severity: 'warning', text: 'gone soon' });
    drafts.close('math.js', 7);
    expect(drafts.forms()).toEqual([]);
    expect(drafts.text('math.js', 7)).toEqual({ severity: 'warning', text: '' });
    expect(storage.entries.size).toBe(0);
  });

  it('opening another line closes an empty form but keeps one with text open', () => {
    const drafts = new CommentDrafts(memoryStorage(), 'review:r1');
    drafts.open('math.js', line7);
    drafts.open('math.js', line4);
    expect(drafts.forms().map((d) => d.target.line)).toEqual([4]);

    drafts.write('math.js', 4, { severity: 'error', text: 'half a thought' });
    drafts.open('util.js', line7);
    expect(drafts.forms().map((d) => `${d.path}:${d.target.line}`)).toEqual([
      'math.js:4',
      'util.js:7',
    ]);
    // Opened again: the same draft, its text kept.
    drafts.open('math.js', line4);
    expect(drafts.text('math.js', 4).text).toBe('half a thought');
    expect(drafts.forms()).toHaveLength(1);
  });

  it('tells the list only when a form opens or closes, not as text is typed', () => {
    const drafts = new CommentDrafts(memoryStorage(), 'review:r1');
    let notices = 0;
    const stop = drafts.subscribe(() => (notices += 1));
    drafts.open('math.js', line7);
    const forms = drafts.forms();
    drafts.write('math.js', 7, { severity: 'warning', text: 'typing' });
    expect(notices).toBe(1);
    expect(drafts.forms()).toBe(forms);
    drafts.close('math.js', 7);
    expect(notices).toBe(2);
    stop();
    drafts.open('math.js', line7);
    expect(notices).toBe(2);
  });

  it('gives the keyboard to a form just opened, as its row settles: not when it scrolls back later', () => {
    vi.useFakeTimers();
    try {
      const drafts = new CommentDrafts(null, '');
      drafts.open('math.js', line7);
      expect(drafts.claimFocus('math.js', 4)).toBe(false);
      expect(drafts.claimFocus('math.js', 7)).toBe(true);
      // Its row drawn again at once (plain, then highlighted): the new form takes it too.
      expect(drafts.claimFocus('math.js', 7)).toBe(true);
      vi.advanceTimersByTime(2000);
      expect(drafts.claimFocus('math.js', 7)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a form with what is written in it to where its line went, and a reload finds it there', () => {
    const storage = memoryStorage();
    const drafts = new CommentDrafts(storage, 'review:r1');
    drafts.open('math.js', line7);
    drafts.write('math.js', 7, { severity: 'error', text: 'Handle NaN' });
    drafts.open('math.js', line4);
    drafts.write('math.js', 4, { severity: 'warning', text: 'Name it' });
    const line10 = { key: 'I10', line: 10, text: 'return a * b;' };
    drafts.move('math.js', 7, line10, true);
    expect(drafts.forms()).toContainEqual({ path: 'math.js', target: line10 });
    expect(drafts.text('math.js', 10)).toEqual({ severity: 'error', text: 'Handle NaN' });
    expect(drafts.text('math.js', 7).text).toBe('');
    // It had the keyboard: it takes it again where it went.
    expect(drafts.claimFocus('math.js', 10)).toBe(true);
    // Never onto another form.
    drafts.move('math.js', 10, { key: 'N4', line: 4 }, false);
    expect(drafts.text('math.js', 10).text).toBe('Handle NaN');
    expect(drafts.text('math.js', 4).text).toBe('Name it');
    const reloaded = new CommentDrafts(storage, 'review:r1');
    expect(reloaded.text('math.js', 10)).toEqual({ severity: 'error', text: 'Handle NaN' });
    expect(reloaded.forms()).toHaveLength(2);
  });

  it('skips entries that are not drafts, and keeps drafts in memory when storage refuses them', () => {
    const storage = memoryStorage();
    storage.setItem('parley.commentDraft:not json', '{}');
    storage.setItem('parley.commentDraft:["review:r1","a.js",3]', 'not json');
    storage.setItem(
      'parley.commentDraft:["review:r1","b.js",3]',
      JSON.stringify({ target: { key: 'I3', line: 3 }, severity: 'shout', text: 'x' }),
    );
    storage.setItem('another.app', 'x');
    expect(new CommentDrafts(storage, 'review:r1').forms()).toEqual([]);

    const full: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const drafts = new CommentDrafts(full, 'review:r1');
    drafts.open('math.js', line7);
    drafts.write('math.js', 7, { severity: 'warning', text: 'still here' });
    expect(drafts.text('math.js', 7).text).toBe('still here');
  });
});

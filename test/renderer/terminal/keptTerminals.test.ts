import { describe, expect, it } from 'vitest';
import { KeptTerminals, type Keepable } from '../../../renderer/src/terminal/keptTerminals';

class FakeTerminal implements Keepable {
  hidden = false;
  disposed = false;
  constructor(readonly session: string) {}
  hide() {
    this.hidden = true;
  }
  dispose() {
    this.disposed = true;
  }
}

function keeper(limit = 2) {
  const connection = { epoch: 1 };
  const made: FakeTerminal[] = [];
  const kept = new KeptTerminals<FakeTerminal>(limit, () => connection.epoch);
  const open = (session: string) =>
    kept.open(session, () => {
      const terminal = new FakeTerminal(session);
      made.push(terminal);
      return terminal;
    });
  return { kept, open, made, connection };
}

describe('KeptTerminals', () => {
  it('gives a session back the terminal it showed last, hidden meanwhile, not a new one', () => {
    const { kept, open, made } = keeper();
    const first = open('a');
    kept.close('a', first);
    expect(first.hidden).toBe(true);
    expect(first.disposed).toBe(false);
    open('b');
    expect(open('a')).toBe(first);
    expect(made.map((t) => t.session)).toEqual(['a', 'b']);
  });

  it('keeps only the sessions shown last, letting the one hidden longest go', () => {
    const { kept, open } = keeper(2);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => {
      const terminal = open(id);
      kept.close(id, terminal);
      return terminal;
    });
    expect(a!.disposed).toBe(true);
    expect([b!.disposed, c!.disposed]).toEqual([false, false]);
    // Showing b again makes it the newest: the next one to go is c.
    kept.close('b', open('b'));
    const d = open('d');
    kept.close('d', d);
    expect(c!.disposed).toBe(true);
    expect(open('b')).toBe(b);
    expect(open('a')).not.toBe(a);
  });

  it('never shows a terminal made on an earlier connection: the host forgot that attach', () => {
    const { kept, open, connection } = keeper();
    const hidden = open('a');
    kept.close('a', hidden);
    const showing = open('b');
    connection.epoch = 2;
    kept.forgetStale();
    expect(hidden.disposed).toBe(true);
    // The view of the old connection stops: its terminal goes, not into the keep.
    kept.close('b', showing);
    expect(showing.disposed).toBe(true);
    expect(open('b')).not.toBe(showing);
  });

  it('lets a closed session go, hidden or still showing when it closed', () => {
    const { kept, open } = keeper();
    const hidden = open('a');
    kept.close('a', hidden);
    kept.forget('a');
    expect(hidden.disposed).toBe(true);

    const showing = open('b');
    kept.forget('b');
    expect(showing.disposed).toBe(false);
    kept.close('b', showing);
    expect(showing.disposed).toBe(true);
    expect(showing.hidden).toBe(false);
  });
});

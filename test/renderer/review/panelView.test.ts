import { describe, expect, it } from 'vitest';
import {
  loadPanelView,
  savePanelView,
  type ViewStorage,
} from '../../../renderer/src/reviewPanel/panelView';

function memoryStorage(): ViewStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

const now = { picked: { reviewId: 'r1', choice: { kind: 'now' } }, tab: 'changes' } as const;

describe('the view chosen in a Review Panel', () => {
  it('is kept per panel', () => {
    const storage = memoryStorage();
    expect(loadPanelView(storage, 'session:a')).toEqual({ picked: null, tab: 'changes' });
    savePanelView(storage, 'session:a', now);
    const round = { reviewId: 'r2', choice: { kind: 'round', round: 2, sinceLast: true } } as const;
    savePanelView(storage, 'review:r2', { picked: round, tab: 'conversation' });
    expect(loadPanelView(storage, 'session:a')).toEqual(now);
    expect(loadPanelView(storage, 'review:r2')).toEqual({ picked: round, tab: 'conversation' });
  });

  it('keeps the panels chosen in last, fifty of them', () => {
    const storage = memoryStorage();
    for (let n = 0; n < 60; n++) savePanelView(storage, `session:${n}`, now);
    // Chosen in again, the first one counts as the latest.
    savePanelView(storage, 'session:10', now);
    savePanelView(storage, 'session:61', now);
    expect(loadPanelView(storage, 'session:11').picked).toBeNull();
    expect(loadPanelView(storage, 'session:10')).toEqual(now);
    expect(loadPanelView(storage, 'session:12')).toEqual(now);
    expect(Object.keys(JSON.parse(storage.entries.values().next().value!))).toHaveLength(50);
  });

  it('drops what it cannot read, and lives without storage', () => {
    const storage = memoryStorage();
    storage.setItem('parley.reviewPanel.views', '{not json');
    expect(loadPanelView(storage, 'session:a').picked).toBeNull();
    storage.setItem(
      'parley.reviewPanel.views',
      JSON.stringify({
        'session:a': {
          picked: { reviewId: 'r', choice: { kind: 'round', round: 'x' } },
          tab: 'changes',
        },
        'session:b': { picked: null, tab: 'elsewhere' },
        'session:c': now,
      }),
    );
    expect(loadPanelView(storage, 'session:a').picked).toBeNull();
    expect(loadPanelView(storage, 'session:b').tab).toBe('changes');
    expect(loadPanelView(storage, 'session:c')).toEqual(now);
    const full: ViewStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => savePanelView(full, 'session:a', now)).not.toThrow();
    expect(loadPanelView(null, 'session:a').picked).toBeNull();
  });
});

/**
 * The bench page: one big diff shown either by the Review Panel's own
 * ChangesView (?mode=panel) or by plain react-diff-view (?mode=plain), in
 * the same scrolling frame and styles as the panel. It measures itself and
 * answers through window.parleyBench.
 */
import { createRoot } from 'react-dom/client';
import type { CapturedDiff, ReviewComment } from '../../../shared/contract';
import { ClientProvider } from '../../../renderer/src/api/ClientContext';
import type { ParleyClient } from '../../../renderer/src/api/client';
import { loadDiffView } from '../../../renderer/src/diff/diffViewModule';
import { tokenizeWorker } from '../../../renderer/src/diff/tokenizeProtocol';
import { ChangesView } from '../../../renderer/src/reviewPanel/ChangesView';
import { DiffChoiceBar } from '../../../renderer/src/reviewPanel/DiffChoiceBar';
import { PlainDiff } from './PlainDiff';
import { PlainTextDiff } from './PlainTextDiff';
import 'react-diff-view/style/index.css';
import '../../../renderer/src/styles/theme.css';
import '../../../renderer/src/styles/layout.css';
import '../../../renderer/src/styles/controls.css';
import '../../../renderer/src/styles/review.css';
import '../../../renderer/src/styles/diff.css';
import '../../../renderer/src/styles/comments.css';

const params = new URLSearchParams(location.search);
const modes = ['plain', 'plain-text', 'panel'] as const;
const mode = modes.find((m) => m === params.get('mode')) ?? 'panel';
const origin = { round: 1, reviewerName: 'reviewer', reviewerAgent: 'parley-agent' };
const people = {
  comments: [],
  canAdd: true,
  actions: { add: async () => null, remove: async () => null },
};

/** No core behind the bench page: the panel's buttons that would call one (Open in editor) are never pressed. */
const noCore: ParleyClient = {
  isDesktop: false,
  call: () => Promise.reject(new Error('the bench page has no core')),
  on: () => () => {},
  connection: { state: 'connected', epoch: 1 },
  onConnectionChange: () => () => {},
};

// Long tasks and DOM changes from the very start, to tell when the page settles.
const longTasks: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
}).observe({ type: 'longtask', buffered: true });
let lastMutation = 0;
let highlightedAt = 0;
new MutationObserver((records) => {
  // aria-busy going off says the worker coloured the last file, off screen: nothing a person sees.
  if (records.every((record) => record.attributeName === 'aria-busy')) {
    highlightedAt = performance.now();
    return;
  }
  lastMutation = performance.now();
}).observe(document.body, {
  subtree: true,
  childList: true,
  attributes: true,
  characterData: true,
});

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function scroller(): HTMLElement {
  return document.querySelector<HTMLElement>('.review-body')!;
}

/** A diff line inside the scroller's visible box, painted. */
function visibleLine(): Element | null {
  // Before React's first commit there is no frame yet.
  if (!document.querySelector('.review-body')) return null;
  const box = scroller().getBoundingClientRect();
  for (const line of document.querySelectorAll('tr.diff-line')) {
    const rect = line.getBoundingClientRect();
    if (rect.bottom > box.top + 42 && rect.top < box.bottom) return line;
  }
  return null;
}

async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await frame();
  // The frame after: what was found has been painted.
  await frame();
}

async function load(): Promise<{ diff: CapturedDiff; comments: ReviewComment[] }> {
  const name = params.get('diff') ?? '20k';
  if (mode === 'plain-text') {
    // Only the text: react-diff-view parses it itself, inside the timed part.
    const raw = await (await fetch(`./${name}.diff`)).text();
    return { diff: { description: name, raw, files: [], warnings: [] }, comments: [] };
  }
  return (await (await fetch(`./${name}.json`)).json()) as {
    diff: CapturedDiff;
    comments: ReviewComment[];
  };
}

const { diff, comments } = await load();
// Both sides start with their code loaded: the panel's diff view is a chunk of its own in the app.
await loadDiffView();
const started = performance.now();
createRoot(document.getElementById('root')!).render(
  <ClientProvider client={noCore}>
    <div className="review-panel" style={{ height: '100vh' }}>
      <div className="review-body">
        <DiffChoiceBar review={null} choice={{ kind: 'now' }} onChoose={() => {}} diff={diff} />
        {mode === 'plain-text' ? (
          <PlainTextDiff text={diff.raw} />
        ) : mode === 'plain' ? (
          <PlainDiff diff={diff} comments={comments} origin={origin} />
        ) : (
          <ChangesView
            diff={diff}
            error={null}
            loading={false}
            comments={comments}
            side="new"
            origin={origin}
            people={people}
            worker={tokenizeWorker()}
          />
        )}
      </div>
    </div>
  </ClientProvider>,
);

const firstRow = waitFor(() => visibleLine() !== null).then(() => performance.now() - started);

/**
 * When what is on screen stopped changing: the last DOM change or long task
 * before a quiet second. Highlighting of files off screen may go on in the
 * worker: that is `highlighted`.
 */
async function settled(quietMs = 1000): Promise<number> {
  await firstRow;
  for (;;) {
    const last = Math.max(lastMutation, ...longTasks.map((t) => t.end));
    if (performance.now() - last >= quietMs) return last - started;
    await sleep(100);
  }
}

/** When the worker had coloured every file of the diff (the panel's aria-busy going off). */
async function highlighted(): Promise<number> {
  while (document.querySelector('.diff-view[aria-busy="true"]') !== null || highlightedAt === 0)
    await sleep(50);
  return highlightedAt - started;
}

/** Clicks file `path` in the file list and times it until that file's comment is on screen. */
async function clickToComments(path: string): Promise<number> {
  scroller().scrollTop = 0;
  await frame();
  await frame();
  const row = [...document.querySelectorAll<HTMLButtonElement>('.file-list .file-row')].find(
    (button) => button.querySelector('.file-row-path')?.textContent === path,
  )!;
  const clicked = performance.now();
  row.click();
  await waitFor(() => {
    const section = document.querySelector(`section[aria-label="Diff of ${path}"]`);
    const card = section?.querySelector('.comment-card');
    if (!card) return false;
    const rect = card.getBoundingClientRect();
    const box = scroller().getBoundingClientRect();
    return rect.top >= box.top && rect.top < box.bottom;
  });
  return performance.now() - clicked;
}

/** Scrolls from top to bottom in `steps` jumps, a frame apart; the longest task on the way. */
async function scrollEndToEnd(steps: number): Promise<{ longest: number; elapsed: number }> {
  const element = scroller();
  element.scrollTop = 0;
  await sleep(300);
  const from = performance.now();
  for (let step = 1; step <= steps; step += 1) {
    element.scrollTop = ((element.scrollHeight - element.clientHeight) * step) / steps;
    await frame();
    await frame();
  }
  await sleep(200);
  const during = longTasks.filter((t) => t.start >= from);
  return {
    longest: Math.max(0, ...during.map((t) => t.end - t.start)),
    elapsed: performance.now() - from,
  };
}

Object.assign(window, {
  parleyBench: {
    firstRow,
    settled,
    highlighted,
    clickToComments,
    scrollEndToEnd,
    domNodes: () => document.getElementsByTagName('*').length,
  },
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../../../../../main/core/sessions/turns/turnTracker';
import type { ReviewAgent } from '../../../../../../main/core/review/engine/ports';
import {
  waitForMarkedAnswer,
  type AnswerWatch,
} from '../../../../../../main/core/review/engine/phases/markedAnswerTurn';
import { markersFor } from '../../../../../../main/core/review/protocol/textProtocol';

/*
 * For an agent with no turn signal, the answer it was asked to write between
 * markers (to a file too, when the prompt named one) ends its turn; a screen
 * that only looks done (quiet, the input box back) ends it only once no
 * answer came and the program stayed silent, longer once it began one.
 */
const markers = markersFor('n0nce');
const complete = `${markers.begin}\nVERDICT n0nce: APPROVED\n${markers.end}\n`;
const timing = { graceMs: 400, begunGraceMs: 1_500, pollMs: 20 };

type OutputListener = Parameters<ReviewAgent['onDidOutput']>[0];

/** A session whose screen turn ends when the test says, and whose output the test makes. */
class FakeAgent {
  screen = 'thinking…';
  currentStatus: ReviewAgent['currentStatus'] = 'busy';
  programRun = 1;
  private end: ((result: TurnResult) => void) | null = null;
  private readonly outputs = new Set<OutputListener>();
  waitForTurnEnd() {
    return new Promise<TurnResult>((resolve) => (this.end = resolve));
  }
  onDidOutput(listener: OutputListener): () => void {
    this.outputs.add(listener);
    return () => void this.outputs.delete(listener);
  }
  async readText() {
    return this.screen;
  }
  screenEnds() {
    this.end?.({ text: this.screen, source: 'screen' });
  }
  prints(text: string) {
    this.screen += text;
    for (const listener of this.outputs)
      listener({ data: text, bytes: new TextEncoder().encode(text), viewers: [] });
  }
}

let workspace: string;
let watch: AnswerWatch & { relativePath: string };
beforeEach(async () => {
  workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-answer-'));
  await fs.mkdir(path.join(workspace, '.parley/answers'), { recursive: true });
  watch = { workspace, relativePath: '.parley/answers/answer-n0nce.md', markers };
});
afterEach(() => fs.rm(workspace, { recursive: true, force: true }));

const write = (text: string) => fs.writeFile(path.join(workspace, watch.relativePath), text);
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the marked answer as the turn signal', () => {
  it('ends the turn when the file holds a complete answer, though the screen looked done long before', async () => {
    const agent = new FakeAgent();
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, {
      ...timing,
      graceMs: 5_000,
    });
    agent.screenEnds();
    await after(100);
    await write(`${markers.begin}\nhalf of it`);
    await after(100);
    await write(complete);
    await expect(turn).resolves.toEqual({ text: complete, source: 'file' });
  });

  it('takes the screen once no file came and the program stayed silent for the grace period', async () => {
    const agent = new FakeAgent();
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, timing);
    await after(50);
    agent.screenEnds();
    // Output after the screen looked done means the program is still working: the grace starts again.
    await after(250);
    // Taken before the output, so never after the moment the wait notes it (timers may fire a
    // millisecond early by Date.now, which made a bound from the test's start flaky).
    const printedAt = Date.now();
    agent.prints(' reading files…');
    const result = await turn;
    expect(result.source).toBe('screen');
    expect(Date.now() - printedAt).toBeGreaterThanOrEqual(timing.graceMs);
  });

  it('takes the screen at once when it shows the complete answer', async () => {
    const agent = new FakeAgent();
    agent.screen = complete;
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, {
      ...timing,
      graceMs: 60_000,
    });
    agent.screenEnds();
    await expect(turn).resolves.toMatchObject({ source: 'screen' });
  });

  it('waits past the grace while the answer has begun on the screen, its end not yet shown', async () => {
    const agent = new FakeAgent();
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, timing);
    let endedAt = 0;
    void turn.then(() => (endedAt = Date.now()));
    agent.prints(`\n${markers.begin}\nFILE: a.ts\nLINE: 3\nCOMMENT: half of it`);
    agent.screenEnds();
    // Silent for longer than the grace: a model between two parts of its answer.
    await after(timing.graceMs + 300);
    expect(endedAt).toBe(0);
    const finishedAt = Date.now();
    agent.prints(`\nVERDICT n0nce: CHANGES_REQUESTED\n${markers.end}\n`);
    await expect(turn).resolves.toMatchObject({ source: 'screen' });
    expect(endedAt).toBeGreaterThanOrEqual(finishedAt);
  });

  it('takes a begun answer that never ends after the longer grace', async () => {
    const agent = new FakeAgent();
    const started = Date.now();
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, timing);
    agent.prints(`\n${markers.begin}\nFILE: a.ts`);
    agent.screenEnds();
    await expect(turn).resolves.toMatchObject({ source: 'screen' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(timing.begunGraceMs);
  });

  it('fails the turn at once when the program ends without an answer after its screen looked done', async () => {
    const agent = new FakeAgent();
    const started = Date.now();
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, {
      ...timing,
      graceMs: 60_000,
    });
    agent.screenEnds();
    await after(100);
    // Killed: its silence from now on is no answer, and no grace makes it one.
    agent.currentStatus = 'exited';
    await expect(turn).rejects.toThrow("The agent's program ended before it gave its answer.");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails the turn at once when a person restarts the program after its screen looked done', async () => {
    const agent = new FakeAgent();
    const turn = waitForMarkedAnswer(agent, watch, new AbortController().signal, {
      ...timing,
      graceMs: 60_000,
    });
    agent.screenEnds();
    await after(100);
    // Restarted: a program runs again, busy and printing, but it never had the prompt.
    agent.programRun = 2;
    agent.prints('starting again…');
    await expect(turn).rejects.toMatchObject({
      name: 'ProgramEndedError',
      message:
        "The agent's program was started again before it gave its answer: the new one never had the prompt.",
    });
  });

  it('takes the answer a program gave before it ended, on its screen or in the file', async () => {
    const onScreen = new FakeAgent();
    onScreen.screen = complete;
    onScreen.currentStatus = 'exited';
    const fromScreen = waitForMarkedAnswer(onScreen, watch, new AbortController().signal, timing);
    onScreen.screenEnds();
    await expect(fromScreen).resolves.toMatchObject({ source: 'screen' });

    const toFile = new FakeAgent();
    await write(complete);
    toFile.currentStatus = 'exited';
    const fromFile = waitForMarkedAnswer(toFile, watch, new AbortController().signal, timing);
    toFile.screenEnds();
    await expect(fromFile).resolves.toEqual({ text: complete, source: 'file' });
  });

  it('with no answer file asked for, ends on the complete answer the screen shows', async () => {
    const agent = new FakeAgent();
    const screenOnly = { workspace, markers };
    const turn = waitForMarkedAnswer(agent, screenOnly, new AbortController().signal, {
      ...timing,
      graceMs: 60_000,
    });
    agent.screenEnds();
    await after(100);
    agent.prints(`\n${complete}`);
    await expect(turn).resolves.toMatchObject({ source: 'screen' });
  });
});

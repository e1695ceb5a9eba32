import type { PtyProcess } from '../pty/ptyProcess';
import type { SessionScreen } from '../screen/sessionScreen';
import { FlowControl } from './flowControl';
import { OutputBatcher, type OutputBatch } from './outputBatcher';

/**
 * Unparsed output the screen model may hold before the PTY is paused (two of
 * the largest batches), and where it resumes.
 */
export const SCREEN_BACKLOG_HIGH_CHARS = 2_000_000;
export const SCREEN_BACKLOG_LOW_CHARS = 100_000;

type PauseReason = 'clients' | 'screen';

export interface OutputPipelineListeners {
  /** Every batch, after it went to the screen model, with the clients it is for. */
  onBatch(batch: OutputBatch, viewers: readonly string[]): void;
  /** A lagging client caught up: it must attach again for a fresh screen (see FlowControl). */
  onClientCaughtUp(clientId: string): void;
}

/**
 * Carries a session's output from its PTY to the screen model and to the
 * viewers that keep up, in batches and in the same order for both. The PTY
 * is paused while every viewer is behind (flow control) or while the screen
 * model has a large backlog to parse; together with the bounded scrollback this keeps
 * memory flat however much a program prints.
 */
export class OutputPipeline {
  readonly flow: FlowControl;
  private readonly batcher: OutputBatcher;
  private readonly pauseReasons = new Set<PauseReason>();
  private pty: PtyProcess | undefined;
  private readonly stopParsedWatch: () => void;

  constructor(
    private readonly screen: SessionScreen,
    private readonly listeners: OutputPipelineListeners,
  ) {
    this.batcher = new OutputBatcher((batch) => this.deliver(batch));
    this.flow = new FlowControl({
      setPaused: (paused) => this.setPaused('clients', paused),
      caughtUp: (clientId) => listeners.onClientCaughtUp(clientId),
    });
    this.stopParsedWatch = screen.onUpdate(() => {
      if (screen.pendingChars < SCREEN_BACKLOG_LOW_CHARS) this.setPaused('screen', false);
    });
  }

  /** The PTY that output now comes from (a restart brings a new one). */
  connect(pty: PtyProcess | undefined): void {
    this.pty = pty;
    if (pty && this.pauseReasons.size > 0) pty.pause();
  }

  push(data: Uint8Array | string): void {
    this.batcher.push(data);
  }

  /** Hands on what is batched now (before a snapshot, at exit). */
  flush(): void {
    this.batcher.flush();
  }

  /** The PTY closed: a trailing incomplete character is flushed as is. */
  end(): void {
    this.batcher.end();
  }

  /**
   * Output held in memory on its way through: what flow control keeps
   * bounded. (The screen's backlog is counted in characters, about a byte
   * each in terminal output.)
   */
  get bufferedBytes(): number {
    return this.batcher.bufferedBytes + this.screen.pendingChars;
  }

  dispose(): void {
    this.batcher.dispose();
    this.flow.dispose();
    this.stopParsedWatch();
    this.pty = undefined;
  }

  /**
   * The viewers first: a person waits for their terminal (an echo, the prompt
   * after Ctrl-C), while the screen model parses on a timer of its own anyway.
   */
  private deliver(batch: OutputBatch): void {
    this.listeners.onBatch(batch, this.flow.send(batch.bytes.length));
    this.screen.write(batch.text);
    if (this.screen.pendingChars > SCREEN_BACKLOG_HIGH_CHARS) this.setPaused('screen', true);
  }

  private setPaused(reason: PauseReason, paused: boolean): void {
    const wasPaused = this.pauseReasons.size > 0;
    if (paused) this.pauseReasons.add(reason);
    else this.pauseReasons.delete(reason);
    const isPaused = this.pauseReasons.size > 0;
    if (isPaused !== wasPaused) {
      if (isPaused) this.pty?.pause();
      else this.pty?.resume();
    }
  }
}

import type { CoreProcessLink } from '../../../../main/host/coreProcess/links';
import type {
  CoreToHostMessage,
  HostToCoreMessage,
} from '../../../../main/host/coreProcess/protocol';

/** A core process that answers only what the test makes it answer. */
export class FakeCoreProcess implements CoreProcessLink {
  readonly posted: HostToCoreMessage[] = [];
  killed = false;
  private readonly messageListeners = new Set<(message: CoreToHostMessage) => void>();
  private readonly exitListeners = new Set<(code: number | null) => void>();

  post(message: HostToCoreMessage): void {
    this.posted.push(message);
  }
  onMessage(listener: (message: CoreToHostMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }
  onExit(listener: (code: number | null) => void): () => void {
    this.exitListeners.add(listener);
    return () => this.exitListeners.delete(listener);
  }
  kill(): void {
    this.killed = true;
  }

  /** The core process says this. */
  says(message: CoreToHostMessage): void {
    for (const listener of [...this.messageListeners]) listener(message);
  }
  exits(code: number | null): void {
    for (const listener of [...this.exitListeners]) listener(code);
  }
}

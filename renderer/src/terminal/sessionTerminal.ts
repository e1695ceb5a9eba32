import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import { SearchAddon, type ISearchResultChangeEvent } from '@xterm/addon-search';
import { WebLinksAddon } from '@xterm/addon-web-links';
import type { CommandInput, CommandOutput, TerminalSettings } from '../../../shared/contract';
import type { ParleyClient } from '../api/client';
import { errorMessage } from '../api/parleyError';
import type { Theme } from '../ui/theme';
import { AckCounter } from './ackCounter';
import { isReviewPanelShortcut } from '../reviewPanel/panelShortcut';
import { isFindShortcut } from './findShortcut';
import { attachmentsFor } from './attachments';
import {
  isTabFocusShortcut,
  leaveDirection,
  moveFocusOutOf,
  terminalInputLabel,
} from './leaveTerminal';
import { silenceTerminalQueries } from './terminalQueries';
import { searchColours, terminalTheme } from './terminalTheme';
import { openWebLink } from './webLinks';
import { drawWithGpuIfFast } from './webglRenderer';

const FONT_FAMILY =
  "'JetBrains Mono', 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";

export interface SessionTerminalEvents {
  onResize(cols: number, rows: number): void;
  onSearchResults(results: ISearchResultChangeEvent): void;
  onError(message: string): void;
  /** Ctrl+M: "Tab moves focus" on or off. */
  onToggleTabMovesFocus(): void;
}

/** Where a hidden terminal's events go: nobody shows it. */
const UNSHOWN: SessionTerminalEvents = {
  onResize() {},
  onSearchResults() {},
  onError() {},
  onToggleTabMovesFocus() {},
};

/**
 * The terminal of one session: an xterm.js instance attached to the
 * session's output stream, sending keystrokes and sizes back. One instance per
 * attach; it can be hidden (taken off the page, still attached) and shown
 * again in another place; dispose() detaches.
 */
export class SessionTerminal {
  private readonly term: Terminal;
  private readonly fitAddon = new FitAddon();
  private readonly searchAddon = new SearchAddon();
  private readonly resizeObserver: ResizeObserver;
  private readonly stopListening: Array<() => void> = [];
  private readonly ack: AckCounter;
  private theme: Theme;
  private attached = false;
  /** Output that arrives while an attach call is in flight, written after its screen. */
  private held: Uint8Array[] | undefined;
  private disposed = false;
  private fitFrame = 0;
  private tabMovesFocus = false;
  /** Why the last attach failed, said again when the terminal shows; null once one succeeds. */
  private attachError: string | null = null;
  private events = UNSHOWN;

  /** Attaches at once; nothing shows until show(). */
  constructor(
    private readonly client: ParleyClient,
    private readonly sessionId: string,
    theme: Theme,
    settings: TerminalSettings,
  ) {
    this.theme = theme;
    this.term = new Terminal({
      fontFamily: FONT_FAMILY,
      fontSize: settings.fontSize,
      lineHeight: 1.2,
      scrollback: settings.scrollback,
      cursorBlink: true,
      theme: terminalTheme(theme),
      // The search addon's match highlights use the decoration API, still marked proposed.
      allowProposedApi: true,
    });
    this.ack = new AckCounter((bytes) => this.send('session:ack', { id: sessionId, bytes }));
    silenceTerminalQueries(this.term.parser);
    this.term.loadAddon(this.fitAddon);
    this.term.loadAddon(this.searchAddon);
    this.term.loadAddon(new WebLinksAddon((_event, uri) => openWebLink(uri)));
    // The app's shortcuts (search, the Review Panel, leaving the terminal) must not also reach
    // the program as ^F, ^G, ^M or a Tab.
    this.term.attachCustomKeyEventHandler((event) => {
      const leave = leaveDirection(event, this.tabMovesFocus);
      if (leave) {
        event.preventDefault();
        if (this.term.element) moveFocusOutOf(this.term.element, leave);
        return false;
      }
      if (isTabFocusShortcut(event)) {
        event.preventDefault();
        if (event.type === 'keydown') this.events.onToggleTabMovesFocus();
        return false;
      }
      return !isFindShortcut(event) && !isReviewPanelShortcut(event);
    });
    this.term.onData((data) => this.send('session:write', { id: sessionId, data }));
    this.term.onResize(({ cols, rows }) => {
      this.events.onResize(cols, rows);
      if (this.attached) this.send('session:resize', { id: sessionId, cols, rows });
    });
    this.searchAddon.onDidChangeResults((results) => this.events.onSearchResults(results));
    this.resizeObserver = new ResizeObserver(() => this.scheduleFit());
    this.stopListening.push(
      client.on('session:did-output', ({ id, data }) => {
        if (id !== sessionId) return;
        if (this.held) this.held.push(data);
        else this.write(data);
      }),
      // This terminal fell behind and got no output since: start again from the screen as it is.
      client.on('session:did-resync', ({ id }) => {
        if (id === sessionId) void this.load(() => attachmentsFor(client).resync(sessionId));
      }),
    );
    void this.load(() => attachmentsFor(client).attach(sessionId));
  }

  focus(): void {
    this.term.focus();
  }

  /**
   * Takes the terminal off the page, still attached: it keeps reading its
   * session's output (xterm.js draws nothing while it is not on the page).
   */
  hide(): void {
    cancelAnimationFrame(this.fitFrame);
    this.resizeObserver.disconnect();
    this.searchAddon.clearDecorations();
    this.term.element?.remove();
    this.events = UNSHOWN;
  }

  /**
   * Shows the terminal in `container` (empty, its size the terminal's); shown
   * again after hide(), as it was left: its scrollback, where it was scrolled.
   */
  show(container: HTMLElement, events: SessionTerminalEvents): void {
    this.events = events;
    if (this.term.element) {
      container.append(this.term.element);
    } else {
      this.term.open(container);
      // Its input exists now: give it its name.
      this.setTabMovesFocus(this.tabMovesFocus);
      drawWithGpuIfFast(this.term);
    }
    this.resizeObserver.observe(container);
    if (this.attached) events.onResize(this.term.cols, this.term.rows);
    if (this.attachError !== null) events.onError(this.attachError);
    this.scheduleFit();
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.term.options.theme = terminalTheme(theme);
  }

  /**
   * The user's terminal settings, changed: a new font size refits the
   * terminal (and the program's size). A new scrollback is for sessions
   * started after, as their screens in the core: changed under an open
   * terminal, xterm.js cuts its history and its search finds nothing until
   * the program prints again.
   */
  setSettings({ fontSize }: TerminalSettings): void {
    if (this.term.options.fontSize === fontSize) return;
    this.term.options.fontSize = fontSize;
    this.scheduleFit();
  }

  setTabMovesFocus(on: boolean): void {
    this.tabMovesFocus = on;
    this.term.textarea?.setAttribute('aria-label', terminalInputLabel(on));
  }

  /** `typing`: the query grew or shrank, so keep the current match if it still fits. */
  find(query: string, how: 'typing' | 'next' | 'previous'): void {
    if (!query) {
      this.searchAddon.clearDecorations();
      return;
    }
    const options = { decorations: searchColours(this.theme), incremental: how === 'typing' };
    if (how === 'previous') this.searchAddon.findPrevious(query, options);
    else this.searchAddon.findNext(query, options);
  }

  clearSearch(): void {
    this.searchAddon.clearDecorations();
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.fitFrame);
    this.resizeObserver.disconnect();
    for (const stop of this.stopListening) stop();
    attachmentsFor(this.client).release(this.sessionId);
    this.term.dispose();
  }

  /**
   * Output that arrives while the attach call is in flight was produced after
   * the screen was serialised, so it is held and written after the screen.
   */
  private async load(attach: () => Promise<CommandOutput<'session:attach'>>): Promise<void> {
    const held: Uint8Array[] = [];
    this.held = held;
    // The app counts this client's output afresh from the attach on.
    this.ack.reset();
    try {
      const { screen, cols, rows } = await attach();
      if (this.disposed || this.held !== held) return;
      this.term.reset();
      this.term.resize(cols, rows);
      this.term.write(screen);
      this.attached = true;
      this.attachError = null;
      this.held = undefined;
      for (const data of held) this.write(data);
      this.events.onResize(cols, rows);
      this.fit();
    } catch (error) {
      if (this.disposed) return;
      this.attachError = `Could not attach to the session: ${errorMessage(error)}`;
      this.events.onError(this.attachError);
    }
  }

  /** The PTY's bytes, as they came: xterm.js decodes UTF-8 itself, a character split between two writes too. */
  private write(data: Uint8Array): void {
    this.term.write(data, () => this.ack.rendered(data.length));
  }

  private scheduleFit(): void {
    cancelAnimationFrame(this.fitFrame);
    this.fitFrame = requestAnimationFrame(() => this.fit());
  }

  private fit(): void {
    // A hidden or collapsed container has no size to fit to.
    if (this.disposed || !this.fitAddon.proposeDimensions()) return;
    this.fitAddon.fit();
  }

  /**
   * Keystrokes, sizes and acks are fire-and-forget: the status in the UI shows
   * when a session is gone, so a failure here is only logged.
   */
  private send<K extends 'session:write' | 'session:resize' | 'session:ack'>(
    name: K,
    input: CommandInput<K>,
  ): void {
    this.client.call(name, input).catch((error: unknown) => {
      console.warn(`Parley: ${name} failed: ${errorMessage(error)}`);
    });
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface DrawErrorProps {
  /** What failed, as the person knows it: "The Review Panel", "This window". */
  readonly what: string;
  /** Drawing is tried again when this changes (another session, another review). */
  readonly resetKey?: unknown;
  /** A part that covers others (the Review Panel over a narrow window) can still be closed. */
  readonly close?: { readonly label: string; readonly onClose: () => void };
  readonly children: ReactNode;
}

interface DrawErrorState {
  readonly error: Error | null;
}

/**
 * Where a part of the page that throws while drawing stops: without it React
 * takes the whole page down, and the person is left with a blank window
 * while their sessions run on unseen. The part says what failed and offers
 * to draw it again or reload; everything around it stays.
 */
export class DrawError extends Component<DrawErrorProps, DrawErrorState> {
  override state: DrawErrorState = { error: null };

  static getDerivedStateFromError(error: unknown): DrawErrorState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Parley: ${this.props.what} failed to draw`, error, info.componentStack);
  }

  override componentDidUpdate(previous: DrawErrorProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="draw-error" role="alert" aria-label={`${this.props.what} failed`}>
        <h2>{this.props.what} could not be drawn</h2>
        <p className="draw-error-message">{error.message || error.name}</p>
        <p>
          Your sessions and reviews are not affected: they run in Parley, not in this page. Try
          again, or reload the window to read everything afresh.
        </p>
        <div className="draw-error-actions">
          <button type="button" className="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
          <button type="button" className="button primary" onClick={() => location.reload()}>
            Reload window
          </button>
          {this.props.close && (
            <button type="button" className="button" onClick={this.props.close.onClose}>
              {this.props.close.label}
            </button>
          )}
        </div>
      </section>
    );
  }
}

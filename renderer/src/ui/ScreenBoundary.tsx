import { Component, type ReactNode } from 'react';

/** Props of {@link ScreenBoundary}. Give it `key={screen}` so each screen starts with a clean one. */
export interface ScreenBoundaryProps {
  /** What the player reads when the screen cannot be shown, and the way back. */
  message: string;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}

/**
 * Shows a short message and a way back instead of a blank window when a screen fails: a screen fetched
 * on demand whose file cannot be read (a damaged install), or one that throws while drawing.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A screen could not be shown:', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="loading" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="btn" onClick={this.props.onBack}>
          {this.props.backLabel}
        </button>
      </div>
    );
  }
}

/**
 * Last line of defence outside the router: any error that escapes shows a friendly message and
 * a reload button instead of a blank page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-load-error.ts';
import { ErrorScreen } from './error-screen.tsx';

interface RootErrorBoundaryProps {
  children: ReactNode;
}

interface RootErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

export class RootErrorBoundary extends Component<RootErrorBoundaryProps, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): RootErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        kind={isChunkLoadError(this.state.error) ? 'chunk' : 'unexpected'}
        error={this.state.error}
      />
    );
  }
}

import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface State {
  failed: boolean;
}

/** Catches render errors and failed page-chunk loads (e.g. after a deploy) and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

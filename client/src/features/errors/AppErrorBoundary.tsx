import { Component, type ReactNode } from 'react';
import { RenderErrorScreen } from './RenderErrorScreen.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors anywhere below it, outside the router's own error handling too. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  reset = () => {
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) return <RenderErrorScreen error={this.state.error} reset={this.reset} />;
    return this.props.children;
  }
}

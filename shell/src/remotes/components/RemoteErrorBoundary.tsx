import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the area in the console message. */
  area: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Called once per caught error (the shell reports it as `remote_error`). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering, in its own area only. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.area} is niet beschikbaar.`, error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

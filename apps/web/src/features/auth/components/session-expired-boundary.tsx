import { Component, type ErrorInfo, type ReactNode } from "react";

export type SessionExpiredBoundaryProps = {
  children: ReactNode;
  /** Runs when the dialog cannot be shown: the session must still end (a forced logout). */
  onFailure: () => void;
};

type State = { hasFailed: boolean };

/** Guards the session-expired dialog: if it cannot open, the forced logout runs instead. */
export class SessionExpiredBoundary extends Component<SessionExpiredBoundaryProps, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("the session-expired dialog could not open", error, info.componentStack);
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.hasFailed ? null : this.props.children;
  }
}

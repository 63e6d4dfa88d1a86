// Catches render errors (including a page chunk that fails to load): reports them through the log
// beacon and offers a reload, in Greek.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { logToServer } from "../session/log";
import { Problem } from "./Problem";

type Props = { children: ReactNode };
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    logToServer({ level: "error", code: "RENDER_ERROR", message: error.message, stack: `${error.stack ?? ""}\n${info.componentStack ?? ""}` });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Problem title="Κάτι πήγε στραβά" action={{ label: "Ανανέωση σελίδας", onClick: () => window.location.reload() }}>
        Η σελίδα δεν μπόρεσε να εμφανιστεί. Ανανεώστε τη σελίδα για να συνεχίσετε.
      </Problem>
    );
  }
}

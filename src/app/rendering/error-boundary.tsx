import { Component, type ReactNode } from 'react';

interface Props {
  /** What failed, for the console: "the "page-hero" block", "this page". */
  what: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of a render error's blank screen, and reports the error to the console. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.what} failed to render`, error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

/** Chrome reports harmless layout-loop notices from ResizeObserver as errors; they must not take the page down. */
export function isResizeObserverNoise(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message.includes('ResizeObserver loop');
}

export function CrashPage() {
  return (
    <section className="error-page" role="alert">
      <p className="error-page__code">Oops</p>
      <h1 className="error-page__heading">Something went wrong</h1>
      <p className="error-page__detail">An unexpected error stopped this page from loading.</p>
      {/* A full page load: the app state that crashed is not worth keeping. */}
      <a className="link-button link-button--primary" href="/">
        Go back to the home page
      </a>
    </section>
  );
}

/** Route-level error element: a render error inside a page shows the crash page under the shell. */
export function RouteCrash() {
  const error = useRouteError();
  if (isResizeObserverNoise(error)) {
    return null;
  }
  console.error(error);
  return <CrashPage />;
}

interface BoundaryState {
  crashed: boolean;
}

/** Last line of defence around the whole app, shell included. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { crashed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { crashed: !isResizeObserverNoise(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isResizeObserverNoise(error)) {
      console.error(error, info.componentStack);
    }
  }

  override render(): ReactNode {
    if (this.state.crashed) {
      return <CrashPage />;
    }
    return this.props.children;
  }
}

/** Swallows ResizeObserver loop notices before they reach dev overlays or error reporters. */
export function ignoreResizeObserverNoise(): void {
  window.addEventListener('error', (event) => {
    if (isResizeObserverNoise(event.error ?? event.message)) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  });
}

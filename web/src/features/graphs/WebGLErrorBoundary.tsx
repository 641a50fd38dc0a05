import { Component, type ErrorInfo, type ReactNode } from 'react';

export const WEBGL_UNAVAILABLE =
  '3D graphics are not available in this browser (WebGL could not start). Use the node list below to explore the graph.';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Without WebGL three.js throws while rendering: show a message instead of a blank page. */
export class WebGLErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('3D graph failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <GraphUnavailable />;
    return this.props.children;
  }
}

export function GraphUnavailable() {
  return (
    <div role="alert" className="flex h-full items-center justify-center p-6 text-center text-slate-200">
      <p className="max-w-md">{WEBGL_UNAVAILABLE}</p>
    </div>
  );
}

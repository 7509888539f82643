import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

type Props = { children: ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * Catches what a page (or the layout) throws while rendering and shows the spec's error page
 * instead of a blank screen. The layout keys it by location, so leaving the broken page resets it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

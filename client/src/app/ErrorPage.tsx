import { Component, type ReactNode } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { errorPageText } from '../lib/error-pages';
import { usePageTitle } from '../hooks/use-page-title';
import { PATHS } from '../lib/paths';

/** Error page for 404, 500 and any other type; shown without the navigation bar and footer. */
export function ErrorPage({ type }: { type: string }) {
  usePageTitle(errorPageText(type).title);
  return (
    <main
      id="main"
      className="error-page container d-flex flex-column align-items-center justify-content-center text-center py-5"
    >
      <p className="display-1 fw-bold text-brand mb-0" aria-hidden="true">
        {type === '404' || type === '500' ? type : '!'}
      </p>
      <ErrorNotice type={type} messageClassName="lead col-lg-6" to={PATHS.home} linkText="Back to Home" />
    </main>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  /** The address shown: another one renders the routes again (the error may have been that page's alone). */
  readonly resetKey: string;
}

interface BoundaryState {
  readonly failed: boolean;
  /** The address the routes were last rendered at. */
  readonly at: string;
}

/** For errors thrown while rendering a route or loading its code: the error page, until the address changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, at: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.at ? null : { failed: false, at: props.resetKey };
  }

  render() {
    return this.state.failed ? <ErrorPage type="other" /> : this.props.children;
  }
}

import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
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

/** For errors thrown while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? String(error.status) : 'other';
  return <ErrorPage type={status} />;
}
